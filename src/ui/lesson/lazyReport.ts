// The parts of an exercise that show only after the learner acts: the check's report (after Check
// my SQL) and the solution's diff (after Show solution). Their code, with the `diff` package, and
// their words, each part's message group, load then, not on the page's first visit (#31).
// Pressing Check starts loading the report, which is ready before the check's runs end.
import { withMessages } from '../../i18n/i18n';
import { lazyNamed } from '../lazyNamed';

export const loadCheckReport = () => withMessages('CheckReport', import('./CheckReport'));

export const CheckReport = lazyNamed(loadCheckReport, 'CheckReport');

export const SolutionDiff = lazyNamed(
  () => withMessages('SolutionDiff', import('./SolutionDiff')),
  'SolutionDiff',
);
