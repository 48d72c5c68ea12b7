import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../../content/files/progressFile';
import { progressFacts } from './progressLabels';

describe("a lesson card's progress", () => {
  it('says only that nothing is predicted yet for a lesson not started', () => {
    expect(progressFacts(emptyProgress())).toEqual(['Not predicted yet']);
  });

  it('counts the hints and says the SQL was edited while the lesson is open', () => {
    const p = {
      ...emptyProgress(),
      status: 'in-progress' as const,
      predicted: true,
      predictions: { '0': 'accepted' as const },
      hints: 2,
    };
    expect(progressFacts({ ...p, sql: { commit: 'UPDATE jobs' } })).toEqual([
      'Predicted',
      '2 hints used',
      'SQL edited',
    ]);
    expect(progressFacts({ ...p, hints: 1 })).toEqual(['Predicted', '1 hint used']);
  });

  it('gives the day a solved lesson was first solved', () => {
    const solvedAt = Date.UTC(2026, 2, 14, 23, 30);
    const p = {
      ...emptyProgress(),
      status: 'solved' as const,
      predicted: true,
      predictions: { '2': 'rejected' as const },
      solvedAt,
    };
    expect(progressFacts({ ...p, sql: { commit: 'x' } })).toEqual([
      'Predicted',
      'Solved Mar 14, 2026',
    ]);
  });

  it('says a prediction was skipped when the veil was lifted with no step marked', () => {
    const p = { ...emptyProgress(), status: 'in-progress' as const, predicted: true };
    expect(progressFacts(p)).toEqual(['Prediction skipped']);
    expect(progressFacts({ ...p, predictions: { '1': 'rejected' } })).toEqual(['Predicted']);
  });
});
