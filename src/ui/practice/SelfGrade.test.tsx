// @vitest-environment jsdom
// Grading yourself says what happened to the grade: saved to the review schedule (and when the
// question comes back) in practice, kept for the report in a mock interview.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { questionFiles } from '../../content/testing/questionFiles';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoundPlace } from '../../state/practiceState';
import { StoreContext, useAppStore } from '../../state/useAppStore';
import { testStore } from '../../testing/store';
import { RoundPanel } from './RoundPanel';

afterEach(cleanup);

const files = questionFiles();
const CORE = 'why-fence-after-lease-expires';

/** The round of `place` as its page shows it. */
function Round({ place }: { place: RoundPlace }) {
  const round = useAppStore((s) =>
    place === 'practice' ? s.practice.round : s.practice.mock?.round,
  );
  const question = useAppStore((s) => s.practice.questions.find((q) => q.id === round?.questionId));
  return round && question ? <RoundPanel place={place} round={round} question={question} /> : null;
}

async function shown(place: RoundPlace) {
  const clock = { t: Date.UTC(2026, 4, 12, 9, 0) };
  const store = testStore(
    {},
    { questions: { files: () => Promise.resolve(files) }, now: () => clock.t },
  );
  await store.getState().actions.openQuestion(CORE);
  if (place === 'mock') store.getState().actions.startMock([CORE], 0);
  render(
    <StoreContext value={store}>
      <Round place={place} />
    </StoreContext>,
  );
  fireEvent.click(screen.getByTestId('reveal'));
  return store;
}

describe('the self-grade', () => {
  it('in practice, saves to the review schedule on request and says when the question comes back', async () => {
    const store = await shown('practice');
    const status = screen.getByTestId('grade-saved');
    const save = screen.getByRole('button', { name: 'Save my grade to Review' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Solid' }));
    // Choosing a grade (as arrow keys do) saves nothing yet.
    expect(status.textContent).toBe('');
    expect(store.getState().review.history).toEqual([]);

    fireEvent.click(save);
    const total = store.getState().practice.questions[0]?.keyPoints.length;
    // Grading loads ts-fsrs first (a chunk of its own): the status follows once it is saved.
    await waitFor(() => expect(status.textContent).not.toBe(''));
    expect(status.textContent).toMatch(
      new RegExp(
        `^Saved to your review schedule: Solid, with 1 of ${total} key points ticked\\. ` +
          'This question comes back in Review in 10 minutes \\(.+\\)\\. Open Review$',
      ),
    );
    expect(store.getState().review.history.map((e) => [e.card, e.rating])).toEqual([
      [`question/${CORE}`, 'good'],
    ]);
    // Saved: the grade is fixed, the button stays in reach but does nothing more.
    expect(screen.getByRole('radio', { name: 'Senior' }).matches(':disabled')).toBe(true);
    const done = screen.getByRole('button', { name: '✓ Saved to Review' });
    expect(done.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(done);
    expect(store.getState().review.history).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open Review' }).getAttribute('href')).toBe(
      '/practice/review',
    );
  });

  it('in a mock interview, says the grade goes into the report, not the review schedule', async () => {
    const store = await shown('mock');
    expect(screen.queryByTestId('save-grade')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(screen.getByTestId('grade-saved').textContent).toBe(
      'Noted: Basic. It goes into your report when the interview ends; a mock interview does not change your review schedule.',
    );
    expect(store.getState().review.history).toEqual([]);
  });
});
