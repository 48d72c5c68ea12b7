// The story's words in the page's language. Its captions: English is story.ts itself, and every
// other language's words are a chunk of their own (storyCaptions.ts), fetched only when that
// language is shown, once, and kept; the page waits for them (React's `use`), so a caption never
// changes language, or size, under the reader. Its ways on: the `story.way.…` messages.
import { use } from 'react';
import { STORY, type StoryCaption, type WayOn } from '../../content/lessons/story';
import type { CaptionWords } from '../../content/lessons/story.zh-CN';
import { currentLocale, t } from '../../i18n/i18n';
import { loadStoryCaptions } from './storyCaptions';

/** Every caption's words, in story order; null while English (story.ts's own words are shown). */
export function useStoryCaptions(): readonly CaptionWords[] | null {
  const words = loadStoryCaptions(currentLocale());
  return words ? use(words) : null;
}

/** A caption's title and text in the page's language (`words` from useStoryCaptions). */
export function captionWords(
  caption: StoryCaption,
  words: readonly CaptionWords[] | null,
): CaptionWords {
  const k = STORY.captions.indexOf(caption);
  return words?.[k] ?? caption;
}

/** The words of each way on in the page's language, by address (story.ts holds the English). */
const WAY_WORDS = (): Record<string, Pick<WayOn, 'label' | 'blurb'>> => ({
  '/lessons/lease-is-not-a-lock': {
    label: t('story.way.lesson'),
    blurb: t('story.way.lesson.blurb'),
  },
  '/practice': { label: t('story.way.practice'), blurb: t('story.way.practice.blurb') },
  '/studio': { label: t('story.way.studio'), blurb: t('story.way.studio.blurb') },
});

/** A way on's label and blurb as shown: its catalog words, story.ts's for an address it lacks. */
export function wayWords(way: WayOn): Pick<WayOn, 'label' | 'blurb'> {
  return WAY_WORDS()[way.href] ?? way;
}
