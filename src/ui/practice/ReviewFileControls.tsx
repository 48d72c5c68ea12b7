import { useRef } from 'react';
import { downloadText } from '../download';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';

/** Export the review schedule as a file, and import one (per card, the later review wins). */
export function ReviewFileControls() {
  const actions = useActions();
  const message = useAppStore((s) => s.review.importMessage);
  const input = useRef<HTMLInputElement>(null);

  const download = () =>
    downloadText('fencelab-review.json', actions.exportReview(), 'application/json');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    actions.importReview(await file.text());
    if (input.current) input.current.value = '';
  };

  return (
    <div className="progress-file">
      <button type="button" onClick={download} data-testid="export-review">
        {t('practice.reviewFile.export')}
      </button>
      <label className="button-like">
        {t('practice.reviewFile.import')}
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          data-testid="import-review"
          className="visually-hidden"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {message && (
        <p role="status" data-testid="review-import-message">
          {message}
        </p>
      )}
    </div>
  );
}
