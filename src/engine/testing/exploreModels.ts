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
