// The workbook's check as one page's exercise sees it: the check of that exercise (a lesson's or
// a shared link's), or none while the workbook holds another's.
import {
  sameWorkbook,
  initialWorkbook,
  type WorkbookKey,
  type WorkbookState,
} from '../../state/workbookState';
import { useAppStore } from '../../state/useAppStore';

const NONE = initialWorkbook();

export function useWorkbook(key: WorkbookKey): WorkbookState {
  return useAppStore((s) => (sameWorkbook(s.workbook.key, key) ? s.workbook : NONE));
}
