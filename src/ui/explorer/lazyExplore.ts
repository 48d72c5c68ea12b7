// The parts of the explorer's panel that show only once a search has started: its progress bar
// and its verdict. Their code, with the explorer's sentences (explorerText, reductionText), and
// their words, each part's message group, load then, not with the page (#31). Pressing "Try every
// schedule" (or pointing at it, or focusing it) starts loading both, beside the search, which
// takes longer.
import { withMessages } from '../../i18n/i18n';
import { lazyNamed } from '../lazyNamed';

const loadProgressBar = () => withMessages('ExploreProgressBar', import('./ExploreProgressBar'));
const loadVerdict = () => withMessages('ExploreVerdict', import('./ExploreVerdict'));

/** Starts loading both parts (once: the module system and withMessages keep each load). */
export const loadExploreParts = () => Promise.all([loadProgressBar(), loadVerdict()]);

export const ExploreProgressBar = lazyNamed(loadProgressBar, 'ExploreProgressBar');

export const ExploreVerdict = lazyNamed(loadVerdict, 'ExploreVerdict');
