// The home page's captions against a real run of the example they narrate: every step they name
// exists, and every outcome, token, belief and row they state is what the engine records.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableSnapshot, Trace } from '../../engine/types';
import { run } from '../../testing/engine';
import { captionAt, STORY } from './story';
import { CAPTIONS_ZH_CN } from './story.zh-CN';

const FILE = fileURLToPath(
  new URL(`../../../lessons/scenarios/${STORY.example}.scenario.yaml`, import.meta.url),
);

let trace: Trace;

beforeAll(async () => {
  trace = await run(readFileSync(FILE, 'utf8'));
});

/** The job's row of a `jobs` table, as column → value. */
function jobRow(tables: TableSnapshot[]): Record<string, unknown> {
  const jobs = tables.find((t) => t.name === 'jobs');
  const row = jobs?.rows[0];
  if (!jobs || !row) throw new Error('the run has no job row');
  return Object.fromEntries(jobs.columns.map((c, k) => [c, row[k]]));
}

describe('the story', () => {
  it('has a frame before the first step and then one caption per step, in run order', () => {
    expect(STORY.captions.map((c) => c.step)).toEqual([-1, ...trace.steps.map((s) => s.i)]);
  });

  it('tells the fixed run: every expectation met, no violation', () => {
    expect(trace.ok).toBe(true);
    expect(trace.safe).toBe(true);
  });

  it('states each step’s time, actor, action, outcome, token and changed rows as they ran', () => {
    for (const caption of STORY.captions) {
      const { claims } = caption;
      if (claims === null) continue;
      const step = trace.steps[caption.step];
      expect(step, caption.title).toBeDefined();
      if (!step) continue;
      const seen = { at: step.at, actor: step.actor, do: step.do, outcome: step.outcome };
      expect(seen, caption.title).toEqual({
        at: claims.at,
        actor: claims.actor,
        do: claims.do,
        outcome: claims.outcome,
      });
      if (claims.token !== undefined) expect(step.token, caption.title).toBe(claims.token);
      if (claims.changes !== undefined) expect(step.changes, caption.title).toBe(claims.changes);
      if (claims.belief)
        expect(step.beliefs[step.actor], caption.title).toMatchObject(claims.belief);
    }
  });

  it('states the job’s row after each step (before any, as the schema leaves it)', () => {
    for (const caption of STORY.captions) {
      const tables = caption.step < 0 ? trace.initial : trace.steps[caption.step]?.tables;
      expect(tables, caption.title).toBeDefined();
      expect(jobRow(tables ?? []), caption.title).toMatchObject(caption.job);
    }
  });

  it('names in each caption’s words the token and time its claims state', () => {
    for (const { title, text, claims } of STORY.captions) {
      if (claims === null) continue;
      const words = `${title} ${text}`;
      expect(words, title).toContain(`t=${claims.at}`);
      if (typeof claims.token === 'number') expect(words, title).toContain(`token ${claims.token}`);
    }
  });

  it('finds the caption of any playhead, clamped to the first and last frames', () => {
    expect(captionAt(-1).step).toBe(-1);
    expect(captionAt(-5).step).toBe(-1);
    expect(captionAt(2).step).toBe(2);
    expect(captionAt(99).step).toBe(STORY.captions.length - 2);
  });

  it('offers three ways on: lesson 1, interview practice and the studio', () => {
    expect(STORY.ways.map((w) => w.href)).toEqual([
      '/lessons/lease-is-not-a-lock',
      '/practice',
      '/studio',
    ]);
  });
});

describe('the story in Chinese', () => {
  /** The numbers a caption's words name (ticks, tokens, rows, the job's), each once, in order. */
  const numbers = ({ title, text }: { title: string; text: string }) =>
    [...new Set(`${title} ${text}`.match(/\d+/g) ?? [])].sort();

  it('has one caption per English caption, none of them empty', () => {
    expect(CAPTIONS_ZH_CN).toHaveLength(STORY.captions.length);
    for (const [k, { title, text }] of CAPTIONS_ZH_CN.entries()) {
      expect(title.trim(), `caption ${k}: title`).not.toBe('');
      expect(text.trim(), `caption ${k}: text`).not.toBe('');
    }
  });

  it('names in each caption every number its English caption names, and no other', () => {
    for (const [k, caption] of STORY.captions.entries()) {
      const chinese = CAPTIONS_ZH_CN[k];
      expect(chinese, caption.title).toBeDefined();
      if (!chinese) continue;
      expect([caption.title, numbers(chinese)]).toEqual([caption.title, numbers(caption)]);
    }
  });

  it('names in each caption’s words the token and time its claims state', () => {
    for (const [k, { title, claims }] of STORY.captions.entries()) {
      if (claims === null) continue;
      const words = `${CAPTIONS_ZH_CN[k]?.title ?? ''} ${CAPTIONS_ZH_CN[k]?.text ?? ''}`;
      expect(words, title).toContain(`t=${claims.at}`);
      if (typeof claims.token === 'number') expect(words, title).toContain(`令牌 ${claims.token}`);
    }
  });
});
