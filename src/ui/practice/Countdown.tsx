import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { formatDuration } from '../../content/practice/duration';

interface Props {
  startedAt: number;
  seconds: number;
  /** Milliseconds used once the answer is revealed; the clock then stops. */
  usedMs: number | null;
}

/** The answer timer: time left, then "time is up" (the answer stays open; it is practice). */
export function Countdown({ startedAt, seconds, usedMs }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (usedMs !== null) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [usedMs]);
  const used = usedMs ?? Math.max(0, now - startedAt);
  const left = seconds * 1000 - used;
  const over = left <= 0;
  const running = usedMs === null;
  return (
    <>
      <p
        className="countdown"
        role="timer"
        aria-label={t('practice.countdown.label')}
        data-testid="countdown"
        data-over={over}
      >
        {usedMs !== null
          ? t('practice.countdown.took', { time: formatDuration(usedMs) })
          : over
            ? t('practice.countdown.over', { time: formatDuration(used) })
            : t('practice.countdown.left', { time: formatDuration(left) })}
      </p>
      {/* A timer is not read out as it ticks; its running out is, once. */}
      <p role="status" className="visually-hidden" data-testid="countdown-over">
        {running && over ? t('practice.countdown.overNotice') : ''}
      </p>
    </>
  );
}
