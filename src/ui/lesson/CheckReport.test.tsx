// @vitest-environment jsdom
// The check report for lesson 1's starter, checked as the page checks it: each timeline passed or
// not, each expectation in one sentence, and "Show in the player" naming the timeline.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAsPage, lessonOf } from '../../content/testing/checkLesson';
import { StoreContext } from '../../state/useAppStore';
import { testStore } from '../../testing/store';
import { CheckReport } from './CheckReport';

afterEach(cleanup);

const lesson = lessonOf('01-lease-is-not-a-lock.lesson.yaml');

describe('the check report', () => {
  it("says which expectation the starter misses, in the lesson's words", async () => {
    const report = await checkAsPage(lesson, lesson.exercise.starter);
    const onShow = vi.fn();
    render(
      <StoreContext value={testStore({})}>
        <CheckReport
          lessonId={lesson.id}
          report={report}
          onShow={onShow}
          difference={null}
          onShowDifference={() => undefined}
        />
      </StoreContext>,
    );
    const root = screen.getByTestId('check-report');
    expect(root.dataset.passed).toBe('false');
    const failed = screen
      .getAllByTestId('check-timeline')
      .find((t) => t.dataset.passed === 'false')!;
    expect(failed.textContent).toContain(
      "At t=7, A's commit should be rejected, but it was accepted.",
    );
    fireEvent.click(within(failed).getByRole('button', { name: 'show in the player' }));
    expect(onShow).toHaveBeenCalledWith(failed.dataset.timeline);
  });

  it('says once that SQL which does not compile does not, with its line, not at every expectation', async () => {
    const broken = "UPDATE jobs SET state='done',\n  result=:payloadWHERE id=:job";
    const report = await checkAsPage(lesson, { commit: broken });
    render(
      <StoreContext value={testStore({})}>
        <CheckReport
          lessonId={lesson.id}
          report={report}
          difference={null}
          onShowDifference={() => undefined}
        />
      </StoreContext>,
    );
    const root = screen.getByTestId('check-report');
    expect(root.dataset.passed).toBe('false');
    expect(within(root).getByRole('heading', { level: 4 }).textContent).toBe(
      '✗ Not yet: your SQL does not compile.',
    );
    const alert = within(root).getByRole('alert');
    expect(alert.textContent).toContain(
      'The SQL of the commit action does not compile (line 2): near "id": syntax error',
    );
    expect(root.textContent?.split('syntax error')).toHaveLength(2);
    expect(within(root).queryAllByTestId('check-timeline')).toEqual([]);
  });

  it('passes the solution on every timeline and every schedule', async () => {
    const report = await checkAsPage(lesson, {});
    render(
      <StoreContext value={testStore({})}>
        <CheckReport
          lessonId={lesson.id}
          report={report}
          difference={null}
          onShowDifference={() => undefined}
        />
      </StoreContext>,
    );
    expect(screen.getByTestId('check-report').dataset.passed).toBe('true');
    for (const tl of screen.getAllByTestId('check-timeline'))
      expect(tl.dataset.passed).toBe('true');
  });
});
