// What survives a reload, declared per slice: what each keeps, the schema it is checked with on
// load, and how an older shape migrates. A part that fails its check is set aside under its own
// key (nothing saved is lost), the rest loads, and the store says once what was reset.
// shape.ts, not zod: these checks run as the store loads, on every first visit, so they must not
// bring zod onto the first page.
import { LessonProgressSchema } from '../content/files/progressFile';
import { ReviewDataSchema } from '../content/files/reviewFile';
import * as z from '../content/files/shape';
import { DEFAULT_NEW_PER_DAY, MAX_NEW_PER_DAY } from '../content/practice/reviewSchedule';
import { t } from '../i18n/i18n';
import { salvage, type PartEntries } from './partEntries';
import { OUTCOMES } from '../engine/types';
import { GRADES } from './practiceState';
import {
  keepEdited,
  latestReview,
  merge3Record,
  newestDraft,
  pick3,
  unionHistory,
  unionProgress,
} from './tabMerge';
import type { SliceKey } from './sliceContext';
import type { AppState } from './store';

/** One step of a part's migration sequence: what `up` does to the part as saved before `version`. */
export interface MigrationStep {
  /** The store's persisted version (PERSIST_VERSION) that brought the change. */
  version: number;
  up(old: Record<string, unknown>): unknown;
}

/**
 * A part's migrations: the version that first kept it (saved data older than that has none of it:
 * it starts empty), then each change to its shape, oldest first. Data saved at version v goes
 * through every step after v, in order.
 */
export interface Migrations {
  since: number;
  steps?: readonly MigrationStep[];
}

/** A part as saved at `version`, brought to the current shape; undefined when it has none. */
export function migratePart(m: Migrations, saved: unknown, version: number): unknown {
  if (saved === undefined || version < m.since) return undefined;
  let out: unknown = saved;
  for (const step of m.steps ?? [])
    if (step.version > version) out = step.up(out as Record<string, unknown>);
  return out;
}

/** One slice's persistence. `T` is what it keeps. */
export interface PersistedPart<K extends SliceKey, T> {
  key: K;
  /**
   * How the notice names it when it has to be reset ("your lesson progress"), in the page's
   * language: a getter, read as the store loads (after the language is chosen).
   */
  readonly label: string;
  /** What is kept of the slice. */
  pick(state: AppState[K]): T;
  /** What a saved part must look like; a part that does not is set aside. */
  schema: z.Shape<T>;
  /** How older saved shapes of this part become the current one (tldraw's migration sequences). */
  migrations: Migrations;
  /** The slice with what was kept put back. */
  restore(state: AppState[K], saved: T): AppState[K];
  /**
   * The part's record of entries (one per example, lesson or draft): when the part fails its
   * check, each entry is checked on its own, those that pass load, and only the others are set
   * aside, named by `label` with their number.
   */
  entries?: PartEntries<keyof T & string>;
  /**
   * What this tab writes when another tab wrote since it last looked (tabMerge.ts): `base` is the
   * part as this tab last read or wrote it, `mine` what it has now, `theirs` what is saved.
   */
  merge(base: T | undefined, mine: T, theirs: T): T;
}

const text = z.string();
const StudioDraftSchema = z.strictObject({
  id: text,
  title: text,
  text,
  savedAt: z.number(),
});

const RoundSchema = z.strictObject({
  questionId: text,
  path: z.array(z.int({ min: 0 })),
  answer: text,
  startedAt: z.number(),
  usedMs: z.nullable(z.number()),
  grade: z.nullable(z.oneOf(GRADES)),
  covered: z.array(text),
});

const SavedGradeSchema = z.strictObject({
  card: text,
  grade: z.oneOf(GRADES),
  ticked: z.int({ min: 0 }),
  keyPoints: z.int({ min: 0 }),
  at: z.number(),
  due: z.number(),
});

const KeptRoundSchema = z.strictObject({ round: RoundSchema, saved: z.nullable(SavedGradeSchema) });

const KeptExerciseSchema = z.strictObject({
  sql: z.record(text),
  predictions: z.record(z.oneOf(OUTCOMES)),
  predicted: z.boolean(),
  savedAt: z.number(),
});

const part = <K extends SliceKey, T>(p: PersistedPart<K, T>) => p;

/** Every persisted part of the store, in the order they load. */
export const PERSISTED = [
  part({
    key: 'editor',
    get label() {
      return t('state.saved.editor');
    },
    pick: (s) => ({ drafts: s.drafts }),
    schema: z.strictObject({ drafts: z.record(text) }),
    entries: { field: 'drafts', schema: text, label: (n) => t('state.saved.editorEntries', { n }) },
    migrations: { since: 1 },
    restore: (s, saved) => ({ ...s, drafts: saved.drafts }),
    // The example's draft edited last wins; a draft one tab cleared and the other edited is kept.
    merge: (base, mine, theirs) => ({
      drafts: merge3Record(base?.drafts, mine.drafts, theirs.drafts, keepEdited),
    }),
  }),
  part({
    key: 'lesson',
    get label() {
      return t('state.saved.lesson');
    },
    pick: (s) => ({ progress: s.progress }),
    schema: z.strictObject({ progress: z.record(LessonProgressSchema) }),
    entries: {
      field: 'progress',
      schema: LessonProgressSchema,
      label: (n) => t('state.saved.lessonEntries', { n }),
    },
    // Version 1 kept only the editor's drafts.
    migrations: { since: 2 },
    restore: (s, saved) => ({ ...s, progress: saved.progress }),
    // Progress takes the union: a lesson both tabs changed keeps what either reached.
    merge: (base, mine, theirs) => ({
      progress: merge3Record(base?.progress, mine.progress, theirs.progress, unionProgress),
    }),
  }),
  part({
    key: 'studio',
    get label() {
      return t('state.saved.studio');
    },
    pick: (s) => ({ drafts: s.drafts, lastDraftId: s.lastDraftId }),
    schema: z.strictObject({
      drafts: z.record(StudioDraftSchema),
      lastDraftId: z.nullable(text),
    }),
    entries: {
      field: 'drafts',
      schema: StudioDraftSchema,
      label: (n) => t('state.saved.studioEntries', { n }),
    },
    migrations: {
      since: 4,
      steps: [{ version: 6, up: (old) => ({ ...old, lastDraftId: null }) }],
    },
    restore: (s, saved) => ({ ...s, drafts: saved.drafts, lastDraftId: saved.lastDraftId }),
    // The newest save of each draft wins; the draft last opened is the one opened last.
    merge: (base, mine, theirs) => ({
      drafts: merge3Record(base?.drafts, mine.drafts, theirs.drafts, newestDraft),
      lastDraftId: pick3(base?.lastDraftId, mine.lastDraftId, theirs.lastDraftId),
    }),
  }),
  part({
    key: 'review',
    get label() {
      return t('state.saved.review');
    },
    pick: (s) => ({ cards: s.cards, history: s.history, newPerDay: s.newPerDay }),
    schema: z.extend(ReviewDataSchema, {
      newPerDay: z.int({ min: 0, max: MAX_NEW_PER_DAY }),
    }),
    migrations: {
      since: 3,
      steps: [{ version: 7, up: (old) => ({ ...old, newPerDay: DEFAULT_NEW_PER_DAY }) }],
    },
    restore: (s, saved) => ({
      ...s,
      cards: saved.cards,
      history: saved.history,
      newPerDay: saved.newPerDay,
    }),
    // Each card keeps its latest review, the history every review of both, once.
    merge: (base, mine, theirs) => ({
      cards: merge3Record(base?.cards, mine.cards, theirs.cards, latestReview),
      history: unionHistory(mine.history, theirs.history),
      newPerDay: pick3(base?.newPerDay, mine.newPerDay, theirs.newPerDay),
    }),
  }),
  part({
    key: 'practice',
    get label() {
      return t('state.saved.practice');
    },
    pick: (s) => ({ timer: s.timer, mock: s.mock, kept: s.kept }),
    schema: z.strictObject({
      timer: z.nullable(z.strictObject({ on: z.boolean(), seconds: z.int({ min: 1 }) })),
      mock: z.nullable(
        z.strictObject({
          plan: z.array(z.strictObject({ questionId: text, path: z.array(z.int()) })),
          done: z.array(RoundSchema),
          round: z.nullable(RoundSchema),
        }),
      ),
      kept: z.record(KeptRoundSchema),
    }),
    entries: {
      field: 'kept',
      schema: KeptRoundSchema,
      label: (n) => t('state.saved.practiceEntries', { n }),
    },
    // Version 8 kept each question's practice round.
    migrations: { since: 5, steps: [{ version: 8, up: (old) => ({ ...old, kept: {} }) }] },
    // The rounds kept, not the one on screen: the page opens a question, and with it its round.
    restore: (s, saved) => ({
      ...s,
      timer: saved.timer ?? s.timer,
      mock: saved.mock as never,
      kept: saved.kept,
    }),
    // A preference and one interview in progress: the side that changed it, else this tab's. A
    // question's round both tabs changed: this tab's, the later write.
    merge: (base, mine, theirs) => ({
      timer: pick3(base?.timer, mine.timer, theirs.timer),
      mock: pick3(base?.mock, mine.mock, theirs.mock),
      kept: merge3Record(base?.kept, mine.kept, theirs.kept, keepEdited),
    }),
  }),
  part({
    key: 'exercise',
    get label() {
      return t('state.saved.exercise');
    },
    pick: (s) => ({ kept: s.kept }),
    schema: z.strictObject({ kept: z.record(KeptExerciseSchema) }),
    entries: {
      field: 'kept',
      schema: KeptExerciseSchema,
      label: (n) => t('state.saved.exerciseEntries', { n }),
    },
    // Version 9 first kept the work on shared exercises.
    migrations: { since: 9 },
    // The work kept, not the exercise on screen: the page opens its link, and with it its work.
    restore: (s, saved) => ({ ...s, kept: saved.kept }),
    // Each exercise's work changed last wins.
    merge: (base, mine, theirs) => ({
      kept: merge3Record(base?.kept, mine.kept, theirs.kept, newestDraft),
    }),
  }),
] as const;

/** What the store writes: each part under its slice's key. */
export type Persisted = Partial<Record<SliceKey, unknown>>;

/** Keeps each slice's part (the zustand persist middleware's `partialize`). */
export function pickPersisted(state: AppState): Persisted {
  const out: Persisted = {};
  for (const p of PERSISTED) out[p.key] = (p.pick as (s: unknown) => unknown)(state[p.key]);
  return out;
}

/** Reads an older persisted shape part by part; a part a version did not keep is left out. */
export function migratePersisted(old: unknown, version: number): Persisted {
  const o = old !== null && typeof old === 'object' ? (old as Record<string, unknown>) : {};
  const out: Persisted = {};
  for (const p of PERSISTED) {
    const raw = Object.hasOwn(o, p.key) ? o[p.key] : undefined;
    const migrated = migratePart(p.migrations, raw, version);
    if (migrated !== undefined) out[p.key] = migrated;
  }
  return out;
}

/** A part that failed its check on load: which, and exactly what was saved. */
export interface SetAside {
  key: SliceKey;
  label: string;
  saved: unknown;
}

/**
 * Puts each saved part that passes its schema back into `current`; returns the new state and the
 * parts that failed (the caller keeps those aside and tells the user).
 */
export function restorePersisted(
  saved: unknown,
  current: AppState,
): { state: AppState; setAside: SetAside[] } {
  const s = saved !== null && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  const state = { ...current } as Record<SliceKey, unknown> & AppState;
  const setAside: SetAside[] = [];
  for (const p of PERSISTED) {
    if (!Object.hasOwn(s, p.key) || s[p.key] === undefined) continue;
    const restore = (v: unknown) => {
      state[p.key] = (p.restore as (st: unknown, v: unknown) => never)(state[p.key], v);
    };
    const r = p.schema.safeParse(s[p.key]);
    const entries = 'entries' in p ? p.entries : undefined;
    const some = r.success || !entries ? null : salvage(entries, p.schema, s[p.key]);
    if (r.success) restore(r.data);
    else if (some) {
      restore(some.kept);
      setAside.push({ key: p.key, label: some.label, saved: some.bad });
    } else setAside.push({ key: p.key, label: p.label, saved: s[p.key] });
  }
  return { state, setAside };
}

/**
 * The snapshot this tab writes when another tab wrote `theirs` since it last saw `base`: each
 * part merged by its own rule. A part of theirs that fails its check is not merged but returned,
 * so the caller keeps it aside (nothing saved is lost) and mine is written.
 */
export function mergePersisted(
  base: Persisted | null,
  mine: Persisted,
  theirs: Persisted,
): { merged: Persisted; setAside: SetAside[] } {
  const merged: Persisted = { ...mine };
  const setAside: SetAside[] = [];
  for (const p of PERSISTED) {
    const th = theirs[p.key];
    if (th === undefined) continue;
    const m = mine[p.key];
    const r = p.schema.safeParse(th);
    if (!r.success) {
      setAside.push({ key: p.key, label: p.label, saved: th });
      continue;
    }
    if (m === undefined) {
      merged[p.key] = r.data;
      continue;
    }
    const b = base?.[p.key];
    const bOk = b === undefined ? undefined : p.schema.safeParse(b);
    merged[p.key] = (p.merge as (b: unknown, m: unknown, t: unknown) => unknown)(
      bOk?.success ? bOk.data : undefined,
      m,
      r.data,
    );
  }
  return { merged, setAside };
}
