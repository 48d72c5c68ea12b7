// A share link that does not open, worded in the page's language from the facts shareLink.ts
// found. Loaded with shareLink.ts, when a link is opened (it brings the issue wording with it).
import type { ExerciseLinkProblem, ExerciseRefusal } from '../content/links/exerciseLink';
import type { LinkProblem } from '../content/links/shareLink';
import type { ShareRefusal } from '../content/links/shareLimits';
import { t } from './i18n';
import { issueLine } from './issueText';

/** The issues of a scenario, each as `file:line: field: message`, in one line. */
function issuesText(issues: Parameters<typeof issueLine>[0][]): string {
  return issues.map(issueLine).join(t('state.issues.separator'));
}

/** A field as shareLimits names it: a path (`steps[2].note`), or "an action name in sql". */
function fieldText(field: string): string {
  const named = /^an? (action|worker) name in (.+)$/.exec(field);
  return named ? t('state.link.nameIn', { what: named[1], map: named[2] }) : field;
}

/**
 * Each problem's words for a share link, and for an exercise link (whose learner has no file to
 * ask for, only a new link).
 */
const PROBLEM_KEYS = {
  share: {
    notALink: 'state.link.notALink',
    version: 'state.link.version',
    damagedShape: 'state.link.damagedShape',
    damagedChecksum: 'state.link.damagedChecksum',
    invalid: 'state.link.invalid',
    textTooLong: 'state.link.textTooLong',
    linkTooLong: 'state.link.linkTooLong',
    yamlTooLarge: 'state.link.yamlTooLarge',
  },
  exercise: {
    notALink: 'exercise.link.problem.notALink',
    version: 'exercise.link.problem.version',
    damagedShape: 'exercise.link.problem.damagedShape',
    damagedChecksum: 'exercise.link.problem.damagedChecksum',
    invalid: 'exercise.link.problem.invalid',
    textTooLong: 'exercise.link.problem.textTooLong',
    linkTooLong: 'exercise.link.problem.linkTooLong',
    yamlTooLarge: 'exercise.link.problem.yamlTooLarge',
  },
} as const;

/** Why a share link (or an exercise link) does not open, for the person who clicked. */
export function linkProblemText(p: LinkProblem, of: 'share' | 'exercise' = 'share'): string {
  const key = (name: keyof (typeof PROBLEM_KEYS)['share']) => PROBLEM_KEYS[of][name];
  switch (p.kind) {
    case 'not-a-link':
      return t(key('notALink'));
    case 'version':
      return t(key('version'), { version: p.version, reads: p.reads });
    case 'damaged':
      return t(key(p.why === 'shape' ? 'damagedShape' : 'damagedChecksum'));
    case 'invalid':
      return t(key('invalid'), { issues: issuesText(p.issues) });
    case 'too-large': {
      const size = { length: String(p.length), limit: String(p.limit) };
      if (p.size === 'text') return t(key('textTooLong'), { ...size, field: fieldText(p.field) });
      return t(key(p.size === 'link' ? 'linkTooLong' : 'yamlTooLarge'), size);
    }
  }
}

/** Why the studio makes no link for this scenario (its Share link button). */
export function shareRefusalText(r: ShareRefusal): string {
  const size = { length: String(r.length), limit: String(r.limit) };
  return r.kind === 'yaml'
    ? t('state.share.yamlTooLong', size)
    : t('state.share.textTooLong', { ...size, field: fieldText(r.field) });
}

/** Why an exercise link does not open: a share link's problem, or an exercise's own. */
export function exerciseLinkProblemText(p: ExerciseLinkProblem): string {
  if (p.kind !== 'exercise') return linkProblemText(p, 'exercise');
  if (p.why === 'not-sql') return t('exercise.link.notSql', { action: p.action });
  return t(p.why === 'no-expect' ? 'exercise.link.noExpect' : 'exercise.link.noEdit');
}

/** Why the studio makes no exercise link of this scenario (its Make exercise link button). */
export function exerciseRefusalText(r: ExerciseRefusal): string {
  switch (r.kind) {
    case 'no-expect':
      return t('studio.exercise.refuse.noExpect');
    case 'no-edit':
      return t('studio.exercise.refuse.noEdit');
    case 'no-starter':
      return t('studio.exercise.refuse.noStarter', { action: r.action });
    case 'starter-is-solution':
      return t('studio.exercise.refuse.starterIsSolution', { action: r.action });
    case 'text':
      return t('studio.exercise.refuse.textTooLong', {
        field: r.field,
        length: String(r.length),
        limit: String(r.limit),
      });
    case 'share':
      return shareRefusalText(r.refusal);
    case 'link': {
      const p = r.problem;
      if (p.kind === 'too-large' && p.size === 'link')
        return t('studio.exercise.refuse.linkTooLong', {
          length: String(p.length),
          limit: String(p.limit),
        });
      return t('studio.exercise.refuse.wouldNotOpen', { why: exerciseLinkProblemText(p) });
    }
  }
}
