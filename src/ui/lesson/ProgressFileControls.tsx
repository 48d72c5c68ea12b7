import { useRef } from 'react';
import { downloadText } from '../download';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';

/** Export progress as a file, and import one (the further status per lesson wins). */
export function ProgressFileControls() {
  const actions = useActions();
  const message = useAppStore((s) => s.lesson.importMessage);
  const input = useRef<HTMLInputElement>(null);

  const download = () =>
    downloadText('fencelab-progress.json', actions.exportProgress(), 'application/json');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    actions.importProgress(await file.text());
    if (input.current) input.current.value = '';
  };

  return (
    <div className="progress-file">
      <button type="button" onClick={download} data-testid="export-progress">
        {t('lesson.progressFile.export')}
      </button>
      <label className="button-like">
        {t('lesson.progressFile.import')}
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          data-testid="import-progress"
          className="visually-hidden"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {message && (
        <p role="status" data-testid="import-message">
          {message}
        </p>
      )}
    </div>
  );
}
