// The story page's English words, now messages of the `story` part, are still story.ts's own: the
// English page reads as it did, and story.ts stays the one place its English is written.
import { describe, expect, it } from 'vitest';
import { STORY } from '../../content/lessons/story';
import { t } from '../../i18n/i18n';
import { loadStoryCaptions } from './storyCaptions';
import { captionWords, wayWords } from './storyWords';

describe('the story page’s words in English', () => {
  it('shows story.ts’s welcome, intro and moral', () => {
    expect(t('story.welcome')).toBe(STORY.welcome);
    expect(t('story.intro')).toBe(STORY.intro);
    expect(t('story.moral')).toBe(STORY.moral);
  });

  it('shows story.ts’s label and blurb for each way on', () => {
    for (const way of STORY.ways)
      expect(wayWords(way)).toEqual({ label: way.label, blurb: way.blurb });
  });

  it('shows story.ts’s captions, fetching no other language’s', () => {
    expect(loadStoryCaptions('en')).toBeNull();
    for (const caption of STORY.captions)
      expect(captionWords(caption, null)).toMatchObject({
        title: caption.title,
        text: caption.text,
      });
  });

  it('tells where a frame is', () => {
    expect(t('story.position.before', { n: 1, total: 5 })).toBe('Before step 1 of 5');
    expect(t('story.position.step', { n: 3, total: 5 })).toBe('Step 3 of 5');
  });
});

describe('the story page’s captions in Chinese', () => {
  it('are fetched once, and each frame shows its own', async () => {
    const load = loadStoryCaptions('zh-CN');
    expect(loadStoryCaptions('zh-CN')).toBe(load);
    const words = await load;
    expect(words).toHaveLength(STORY.captions.length);
    for (const [k, caption] of STORY.captions.entries())
      expect(captionWords(caption, words ?? null)).toBe(words?.[k]);
  });
});
