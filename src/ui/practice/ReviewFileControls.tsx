import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { FileControls } from '../FileControls';

/** Export the review schedule as a file, and import one (per card, the later review wins). */
export function ReviewFileControls() {
  const actions = useActions();
  const message = useAppStore((s) => s.review.importMessage);
  return (
    <FileControls
      className="progress-file"
      fileName="fencelab-review.json"
      exportText={actions.exportReview}
      importText={actions.importReview}
      message={message}
      exportLabel={t('practice.reviewFile.export')}
      importLabel={t('practice.reviewFile.import')}
      name="review"
      messageId="review-import-message"
    />
  );
}
