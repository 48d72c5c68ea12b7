import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { FileControls } from '../FileControls';

/** Export progress as a file, and import one (the further status per lesson wins). */
export function ProgressFileControls() {
  const actions = useActions();
  const message = useAppStore((s) => s.lesson.importMessage);
  return (
    <FileControls
      className="progress-file"
      fileName="fencelab-progress.json"
      exportText={actions.exportProgress}
      importText={actions.importProgress}
      message={message}
      exportLabel={t('lesson.progressFile.export')}
      importLabel={t('lesson.progressFile.import')}
      name="progress"
      messageId="import-message"
    />
  );
}
