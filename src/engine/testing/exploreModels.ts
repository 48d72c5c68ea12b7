// Small explorer models the differential tests share. Test-only.
import type { ExploreModel, Scenario } from '../types';

export const NAIVE_COMMIT =
  "UPDATE jobs SET state='done', result=:payload WHERE id=:job AND state='running'";
export const FENCED_WRITE =
  "UPDATE storage SET body=:payload, max_token=:token WHERE id=:job AND max_token <= :token AND EXISTS (SELECT 1 FROM jobs WHERE id=:job AND owner=:worker AND fence=:token AND lease_until > :now AND state='running')";

export const model = (m: Partial<ExploreModel>): ExploreModel => ({
  programs: {},
  horizon: 3,
  maxPause: 2,
  user: [],
  scheduler: [],
  maxStates: 100_000,
  ...m,
});
export const scenario = (ttl: number, sql: Record<string, string>): Scenario => ({
  title: 'differential',
  ttl,
  job: 'j',
  clockSkew: {},
  sql,
  steps: [],
});

/** Lesson 12's jobs row with a revision, for saves that bind the revision they expect as :key. */
export const REVISION_SCHEMA = `CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0, progress TEXT NOT NULL DEFAULT '', state TEXT NOT NULL DEFAULT 'ready', result TEXT);
INSERT INTO jobs(id) VALUES (:job);`;
/** A save that checks only the revision it expects (:key): any worker may make the next step. */
export const REVISION_ONLY_SAVE =
  "UPDATE jobs SET revision = revision + 1, progress = progress || ' ' || :payload WHERE id = :job AND revision = :key AND state = 'running'";
/** Lesson 12's solution: the fence and the lease, and the revision it expects. */
export const FENCED_SAVE =
  "UPDATE jobs SET revision = revision + 1, progress = progress || ' ' || :payload WHERE id = :job AND owner = :worker AND fence = :token AND revision = :key AND lease_until > :now AND state = 'running'";
/** A scenario on REVISION_SCHEMA with this save. */
export const revisions = (ttl: number, save: string): Scenario => ({
  ...scenario(ttl, { save }),
  schema: REVISION_SCHEMA,
});
