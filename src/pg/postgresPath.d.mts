// Types for postgresPath.mjs, which plain Node runs before any TypeScript tooling.
export declare const SYSTEM_ROOT: string;

export interface FoundPostgres {
  /** The folder of initdb, pg_ctl and postgres. */
  bin: string;
  source: 'PATH' | 'system';
}

export declare function findPostgres(): FoundPostgres | null;
