// The parts of an exercise that show only after the learner acts: the check's progress and report
// (after Check my SQL), the banner of a solved lesson, and the solution's diff (after Show
// solution). Their code, with the `diff` package, and their words, each part's message group,
// load then, not on the page's first visit (#31). The progress and the report load once the
// learner has SQL of their own in the lesson (ExercisePanel.tsx), or else as Check is pressed,
// which makes them ready before the check's runs end.
import { withMessages } from '../../i18n/i18n';
import { lazyNamed } from '../lazyNamed';

export const loadCheckReport = () => withMessages('CheckReport', import('./CheckReport'));

export const loadCheckProgress = () => withMessages('CheckProgress', import('./CheckProgress'));

export const CheckReport = lazyNamed(loadCheckReport, 'CheckReport');

export const CheckProgress = lazyNamed(loadCheckProgress, 'CheckProgress');

export const SolvedBanner = lazyNamed(
  () => withMessages('SolvedBanner', import('./SolvedBanner')),
  'SolvedBanner',
);

export const SolutionDiff = lazyNamed(
  () => withMessages('SolutionDiff', import('./SolutionDiff')),
  'SolutionDiff',
);
