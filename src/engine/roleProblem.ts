// Why an actor may not take an action, as an input issue's facts and its English sentence: the
// scenario checks' part of the contract's roles (actors.ts holds the roles themselves and stays
// free of the issue table, which the page need not load). Pure.
import { builtinActionsOf, onlyRoleOf, roleOf } from './actors';
import { issueFacts, issueSentence, type IssueFacts } from './issueText';

/**
 * Why `actor` may not take `action`, in one sentence, or null when it may. A non-worker's
 * sentence ends with what it may do instead when `withChoices` is set (the steps' message; the
 * explorer's programs keep the short one).
 */
export function roleProblem(actor: string, action: string, withChoices = false): string | null {
  const facts = roleFacts(actor, action, withChoices);
  return facts && issueSentence(facts);
}

/** roleProblem's sentence as facts (issueText.ts), or null when `actor` may take `action`. */
export function roleFacts(actor: string, action: string, withChoices = false): IssueFacts | null {
  const role = onlyRoleOf(action);
  if (role === null || role === roleOf(actor)) return null;
  if (role !== 'worker') return issueFacts('roleOnly', { action, role, actor });
  if (!withChoices) return issueFacts('notAWorker', { actor, action });
  const choices = builtinActionsOf(actor).join(', ');
  return issueFacts('notAWorkerChoices', { actor, action, choices });
}
