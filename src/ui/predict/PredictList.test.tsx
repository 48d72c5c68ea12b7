// @vitest-environment jsdom
// The predict list as a learner uses it: one choice per step, Check my predictions, then the truth
// beside each choice and the score. Lesson 1's own timeline, run on the real engine.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonOf } from '../../content/testing/checkLesson';
import { lessonScenario, predictSteps } from '../../content/lessons/lessonView';
import type { Outcome } from '../../engine/types';
import { run } from '../../testing/engine';
import { PredictList } from './PredictList';

afterEach(cleanup);

const lesson = lessonOf('01-lease-is-not-a-lock.lesson.yaml');
const scenario = lessonScenario(lesson, lesson.predict.scenario)!;
const steps = predictSteps(lesson);

function list(props: Partial<Parameters<typeof PredictList>[0]> = {}) {
  const onPredict = vi.fn();
  const onSubmit = vi.fn();
  render(
    <PredictList
      prompt={<p>Mark each one.</p>}
      scenario={scenario}
      steps={steps}
      predictions={{}}
      done={false}
      truthTrace={null}
      onPredict={onPredict}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onPredict, onSubmit };
}

describe('the predict list', () => {
  it('offers the outcomes each step can have, and says which the learner chose', () => {
    const { onPredict, onSubmit } = list();
    const rows = screen.getAllByTestId('predict-step');
    expect(rows).toHaveLength(steps.length);
    // A claim is granted or denied; a commit accepted or rejected.
    const first = within(rows[0]!);
    expect(first.getByText(/t=0 A claim/)).toBeTruthy();
    expect(first.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'granted',
      'denied',
    ]);
    fireEvent.click(first.getByLabelText('granted'));
    expect(onPredict).toHaveBeenCalledWith(steps[0], 'granted');
    fireEvent.click(screen.getByTestId('submit-predictions'));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('once predicted, locks the choices, marks each against the run and scores them', async () => {
    const trace = await run(scenario);
    // Right on every step but one: the learner trusted the lease to stop the stale finish.
    const predictions: Record<string, Outcome> = {};
    for (const i of steps) predictions[String(i)] = trace.steps[i]!.outcome!;
    const wrong = steps.find((i) => trace.steps[i]!.outcome === 'accepted')!;
    predictions[String(wrong)] = 'rejected';
    list({ predictions, done: true, truthTrace: trace });
    for (const r of screen.getAllByRole('radio'))
      expect((r as HTMLInputElement).disabled).toBe(true);
    const row = screen
      .getAllByTestId('predict-step')
      .find((r) => r.dataset.step === String(wrong))!;
    expect(row.dataset.right).toBe('false');
    expect(within(row).getByTestId('predict-truth').textContent).toBe('✗ it was accepted');
    expect(screen.getByTestId('predict-score').textContent).toBe(
      `You got ${steps.length - 1} of ${steps.length} right. Play the timeline to see why.`,
    );
    expect(screen.queryByTestId('submit-predictions')).toBeNull();
  });

  it('scores only the steps marked: a skip is no wrong guess, and says so', async () => {
    const trace = await run(scenario);
    list({ predictions: {}, done: true, truthTrace: trace });
    const rows = screen.getAllByTestId('predict-step');
    for (const row of rows) {
      expect(row.dataset.right).toBeUndefined();
      expect(within(row).getByTestId('predict-truth').textContent).toMatch(/^it was /);
    }
    expect(screen.getByTestId('predict-score').textContent).toBe(
      'You did not predict this time: here is what happened. Play the timeline to see why.',
    );
    cleanup();
    const first = steps[0]!;
    list({
      predictions: { [String(first)]: trace.steps[first]!.outcome! },
      done: true,
      truthTrace: trace,
    });
    expect(screen.getByTestId('predict-score').textContent).toBe(
      'You got 1 of 1 right (of the steps you marked). Play the timeline to see why.',
    );
  });
});
