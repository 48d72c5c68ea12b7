// A fresh scenario for the studio, apart from the model's edits: the store starts with one on
// every page (studioState.ts), and the edits load with the studio's actions.
import { NON_WORKERS } from '../../engine/actors';
import type { StudioModel } from './studioModel';

/** A fresh scenario: two workers, the standard schema and reference SQL, no steps. */
export function emptyModel(title = 'A new timeline'): StudioModel {
  return {
    title,
    ttl: 5,
    job: 'job-1',
    clockSkew: {},
    sql: {},
    actors: ['A', 'B', ...NON_WORKERS],
    steps: [],
    nextId: 1,
  };
}
