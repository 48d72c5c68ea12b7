// @vitest-environment jsdom
// A step's card, from a real run of the seed demo: its head, outcome, token and rows, the SQL as
// executed, and what the oracle found there.
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../../testing/engine';
import { StepCard } from './StepCard';

afterEach(cleanup);

const SEED = readFileSync('lessons/scenarios/seed-demo.scenario.yaml', 'utf8');
const UNFENCED = SEED.replace(
  'title: A stale worker resumes after takeover',
  "title: Unfenced\nsql:\n  commit: UPDATE jobs SET state='done', result=:payload WHERE id=:job",
).replace('expect: rejected', 'expect: accepted');

describe('the step card', () => {
  it("shows a claim's head, outcome, token, rows changed and the SQL it ran", async () => {
    const trace = await run(SEED);
    const claim = trace.steps[2]!;
    render(<StepCard id="c" step={claim} changed={null} left={0} top={0} />);
    const card = screen.getByTestId('step-card');
    expect(card.getAttribute('role')).toBe('tooltip');
    expect(card.textContent).toContain('t=6');
    expect(card.textContent).toContain('B');
    expect(card.textContent).toContain('granted');
    expect(card.textContent).toContain('token 2');
    expect(card.textContent).toContain('1 row changed');
    expect(screen.getByTestId('step-card-sql').textContent).toContain("owner='B'");
  });

  it('names the stale write the oracle found, and what changed since the last run', async () => {
    const trace = await run(UNFENCED);
    const stale = trace.steps.find((s) => s.violations.length > 0)!;
    render(<StepCard id="c" step={stale} changed="rejected → accepted" left={0} top={0} />);
    const card = screen.getByTestId('step-card');
    expect(card.querySelector('[data-rule="stale-write"]')).not.toBeNull();
    expect(card.textContent).toContain('rejected → accepted');
  });
});
