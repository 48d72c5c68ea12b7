import { describe, expect, it } from 'vitest';
import { lessonHref, lessonViewOf } from './lessonAddress';

const viewOf = (query: string) => lessonViewOf(new URLSearchParams(query));

describe('a lesson’s address', () => {
  it('names the SQL a timeline runs with', () => {
    expect(viewOf('timeline=takeover&sql=starter&step=4')).toEqual({
      timeline: 'takeover',
      sql: 'starter',
      step: 3,
    });
    expect(viewOf('timeline=takeover&sql=solution').sql).toBe('solution');
  });

  it('still reads the older mine=1 as the learner’s SQL, and sql= wins over it', () => {
    expect(viewOf('timeline=takeover&mine=1').sql).toBe('mine');
    expect(viewOf('timeline=takeover&mine=1&sql=starter').sql).toBe('starter');
  });

  it('asks for no SQL when it names none, or one it does not know', () => {
    expect(viewOf('timeline=takeover').sql).toBeNull();
    expect(viewOf('timeline=takeover&sql=written').sql).toBeNull();
    expect(viewOf('sql=bogus').sql).toBeNull();
  });

  it('writes sql= for a choice and nothing for the lesson’s own', () => {
    expect(lessonHref('l', { timeline: 't', sql: 'solution', step: 2 })).toBe(
      '/lessons/l?timeline=t&sql=solution&step=3',
    );
    expect(lessonHref('l', { timeline: 't', mine: true })).toBe('/lessons/l?timeline=t&sql=mine');
    expect(lessonHref('l', { timeline: 't', mine: false })).toBe('/lessons/l?timeline=t');
    expect(lessonHref('l')).toBe('/lessons/l');
  });
});
