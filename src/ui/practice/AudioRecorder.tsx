import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import { KeepFocusButton } from '../KeepFocusButton';

type Status = 'idle' | 'asking' | 'recording' | 'refused';

/** Whether this browser can record audio at all. */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/**
 * Say the answer out loud and play it back. The recording stays in this tab's memory as an object
 * URL: it is never uploaded or stored, and it is gone when the round changes or the page closes.
 */
export function AudioRecorder() {
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => () => recorder.current?.stop(), []);

  if (!canRecord())
    return (
      <p className="audio-note" role="note" data-testid="audio-unavailable">
        {t('practice.audio.unavailable')}
      </p>
    );

  const start = async () => {
    setStatus('asking');
    setMessage(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const rec = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      rec.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        setUrl(URL.createObjectURL(new Blob(chunks, { type: rec.mimeType })));
        setStatus('idle');
      };
      recorder.current = rec;
      rec.start();
      setStatus('recording');
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      setMessage(t('practice.audio.refused', { why }));
      setStatus('refused');
    }
  };
  const stop = () => {
    recorder.current?.stop();
    recorder.current = null;
  };

  return (
    <div className="audio" data-testid="audio" data-status={status}>
      {status === 'recording' ? (
        <KeepFocusButton off={false} onClick={stop}>
          {t('practice.audio.stop')}
        </KeepFocusButton>
      ) : (
        // One button element whatever it says, so the focus stays on it from one to the next.
        <KeepFocusButton off={status === 'asking'} onClick={() => void start()}>
          {t(url ? 'practice.audio.again' : 'practice.audio.record')}
        </KeepFocusButton>
      )}
      <span className="audio-note">{t('practice.audio.note')}</span>
      {message && (
        <p role="alert" className="audio-error" data-testid="audio-error">
          {message}
        </p>
      )}
      {url && <audio controls src={url} aria-label={t('practice.audio.playback')} />}
    </div>
  );
}
