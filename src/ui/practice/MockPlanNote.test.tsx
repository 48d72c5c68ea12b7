// @vitest-environment jsdom
// The mock interview's start screen says what will happen before it starts, from its settings.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { questionFiles } from '../../content/testing/questionFiles';
import { afterEach, describe, expect, it } from 'vitest';
import { mockPlan } from '../../state/practicePlan';
import { StoreContext } from '../../state/useAppStore';
import { testStore } from '../../testing/store';
import { answerRange } from './MockPlanNote';
import { MockInterviewPage } from './MockInterviewPage';

afterEach(cleanup);

const files = questionFiles();

async function opened() {
  const store = testStore({}, { questions: { files: () => Promise.resolve(files) } });
  await store.getState().actions.loadQuestions();
  render(
    <StoreContext value={store}>
      <MockInterviewPage />
    </StoreContext>,
  );
  return store;
}

/** Every choice of `k` of `items`: the reference the sorted sums are checked against. */
function choices<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => choices(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

describe("the mock interview's start screen", () => {
  it('says how many questions and answers, the time for each, the recording and the end', async () => {
    const store = await opened();
    const bank = store.getState().practice.questions.length;
    const text = (id: string) => screen.getByTestId(id).textContent;
    fireEvent.change(screen.getByTestId('mock-count'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('mock-follow-ups'), { target: { value: '0' } });
    expect(text('mock-plan-questions')).toBe(
      `2 questions drawn at random from the ${bank} in the bank, with no follow-ups: 2 answers in all.`,
    );
    expect(text('mock-plan-timer')).toBe(
      '2:00 on the clock for each answer. When it runs out the clock says so, and you can still finish your thought.',
    );
    // This browser (jsdom) cannot record: the screen says so rather than promise a recording.
    expect(text('mock-plan-audio')).toBe(
      'This browser cannot record audio here, so you type your answers.',
    );
    expect(text('mock-plan-end')).toContain('After the last answer comes your report');

    fireEvent.change(screen.getByTestId('mock-count'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('mock-follow-ups'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Time my answers' }));
    expect(text('mock-plan-questions')).toMatch(
      /^1 question drawn at random from the \d+ in the bank, each followed by up to 1 follow-up down its ladder: /,
    );
    expect(text('mock-plan-timer')).toBe('No timer: take the time you need.');
  });

  it('counts the answers of the fewest and the most a draw can bring', async () => {
    const store = await opened();
    const questions = store.getState().practice.questions;
    for (const [count, followUps] of [
      [1, 3],
      [3, 1],
      [3, 3],
      [10, 2],
    ] as const) {
      const sizes = choices(questions, Math.min(count, questions.length)).map(
        (pick) =>
          mockPlan(
            questions,
            pick.map((q) => q.id),
            followUps,
          ).length,
      );
      expect(answerRange(questions, count, followUps)).toEqual({
        min: Math.min(...sizes),
        max: Math.max(...sizes),
      });
    }
  });
});
