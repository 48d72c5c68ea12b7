import { describe, expect, it } from 'vitest';
import type { TraceSource } from '../../state/traceSource';
import { embedChoiceOf, type EditorView } from './embedChoice';

const seed: TraceSource = { kind: 'example', name: 'seed-demo' };
const link: TraceSource = { kind: 'link', hash: '#s=v1.abc' };
const untouched = (source: TraceSource): EditorView => ({ source, text: 'a', original: 'a' });

describe('what the player’s Embed embeds', () => {
  it('an example at the playhead’s step, none before the first step', () => {
    expect(embedChoiceOf(seed, 3, untouched(seed))).toEqual({
      kind: 'subject',
      subject: { kind: 'example', name: 'seed-demo', step: 3 },
    });
    expect(embedChoiceOf(seed, -1, untouched(seed))).toEqual({
      kind: 'subject',
      subject: { kind: 'example', name: 'seed-demo', step: null },
    });
  });

  it('a share link as it was opened', () => {
    expect(embedChoiceOf(link, 2, untouched(link))).toEqual({
      kind: 'subject',
      subject: { kind: 'link', hash: '#s=v1.abc' },
    });
  });

  it('the learner’s edited text of what is on screen, not the example as shipped', () => {
    const editor = { source: seed, text: 'edited', original: 'shipped' };
    expect(embedChoiceOf(seed, 1, editor)).toEqual({ kind: 'edited', text: 'edited' });
    // An edit of something else in the editor is not what the player shows.
    const other = { ...editor, source: { kind: 'example', name: 'other' } as TraceSource };
    expect(embedChoiceOf(seed, 1, other).kind).toBe('subject');
  });

  it('refuses what no embed address can name, saying which it is', () => {
    const why = (source: TraceSource | null) => {
      const choice = embedChoiceOf(source, 0, untouched(seed));
      return choice.kind === 'refused' ? choice.why : null;
    };
    expect(why({ kind: 'lesson', lesson: 'l', timeline: 't', sql: 'written' })).toBe('lesson');
    expect(why({ kind: 'counterexample', subject: 'lesson:l' })).toBe('counterexample');
    expect(why({ kind: 'drill', drill: 'd' })).toBe('drill');
    expect(why({ kind: 'studio' })).toBe('studio');
    expect(why({ kind: 'exercise', hash: '#x=v1.a', sql: 'starter' })).toBe('exercise');
    expect(why({ kind: 'story' })).toBe('other');
    expect(why(null)).toBe('other');
  });
});
