import { describe, expect, it } from 'vitest';
import { partingOf, type StepVerdict } from './compare';

const v = (d: string, outcome: StepVerdict['outcome'], rules: string[] = []): StepVerdict => ({
  actor: 'A',
  do: d,
  at: 1,
  outcome,
  rules,
});

describe('where an answer parts from the solution', () => {
  it('is nowhere when every outcome and rule is the same', () => {
    expect(
      partingOf(
        [v('claim', 'granted'), v('commit', 'accepted')],
        [v('claim', 'granted'), v('commit', 'accepted')],
      ),
    ).toBeNull();
  });

  it('matters when the answer lets through a step the solution refuses', () => {
    const p = partingOf(
      [v('commit', 'accepted'), v('commit', 'rejected')],
      [v('commit', 'accepted'), v('commit', 'accepted')],
    );
    expect(p).toMatchObject({ matters: true, step: 1, kind: 'accepts' });
  });

  it("matters when the answer turns away the rightful holder's step, and not when the solution's broke a rule", () => {
    expect(partingOf([v('commit', 'accepted')], [v('commit', 'rejected')])).toMatchObject({
      matters: true,
      kind: 'refuses',
    });
    expect(
      partingOf([v('commit', 'accepted', ['lapsed-lease'])], [v('commit', 'rejected')]),
    ).toEqual({
      matters: false,
      step: 0,
      allowed: null,
    });
  });

  it("matters for an error of the answer's own, not for one of the solution's", () => {
    expect(partingOf([v('commit', 'rejected')], [v('commit', 'error')])).toMatchObject({
      matters: true,
      kind: 'error',
    });
    expect(partingOf([v('commit', 'error')], [v('commit', 'rejected')])).toMatchObject({
      matters: false,
    });
  });

  it('matters when the answer breaks a rule the solution keeps, with the same outcome', () => {
    const p = partingOf([v('claim', 'granted')], [v('claim', 'granted', ['token-regression'])]);
    expect(p).toMatchObject({ matters: true, kind: 'rule' });
  });

  it('allows what the exercise declares, and only that', () => {
    const allow = [
      {
        action: 'save',
        solution: 'accepted' as const,
        answer: 'rejected' as const,
        why: 'stricter',
      },
    ];
    expect(partingOf([v('save', 'accepted')], [v('save', 'rejected')], allow)).toEqual({
      matters: false,
      step: 0,
      allowed: allow[0],
    });
    expect(partingOf([v('commit', 'accepted')], [v('commit', 'rejected')], allow)).toMatchObject({
      matters: true,
    });
    expect(partingOf([v('save', 'rejected')], [v('save', 'accepted')], allow)).toMatchObject({
      matters: true,
      kind: 'accepts',
    });
  });
});
