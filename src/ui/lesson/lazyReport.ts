// The parts of an exercise that show only after the learner acts: the check's report (after Check
// my SQL) and the solution's diff (after Show solution). Their code, with the `diff` package, and
// their words, each part's message group, load then, not on the page's first visit (#31).
// Pressing Check starts loading the report, which is ready before the check's runs end.
import { lazy } from 'react';
import { withMessages } from '../../i18n/i18n';

export const loadCheckReport = () => withMessages('CheckReport', import('./CheckReport'));

export const CheckReport = lazy(() => loadCheckReport().then((m) => ({ default: m.CheckReport })));

export const SolutionDiff = lazy(() =>
  withMessages('SolutionDiff', import('./SolutionDiff')).then((m) => ({
    default: m.SolutionDiff,
  })),
);
