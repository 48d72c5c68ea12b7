// The role a run's scenario SQL runs as: made per run, owning only the run's database, with none
// of PostgreSQL's dangerous powers (superuser, reading or writing server files, running programs,
// signalling other roles' sessions, making roles or databases), and with its limits set as the
// role's own settings. Pure: SQL text for server.ts to run on its admin connection.

/** What a run's role and database are called, and the role's password. */
export interface RunNames {
  database: string;
  role: string;
  password: string;
}

/** The limits a run's role gets as its own settings, from the run's time limit. */
export interface RunLimits {
  /** How long one statement may run (the engine cancels it at this; the setting is a backstop). */
  timeLimitMs: number;
}

/** How much temporary file space one session may use (a recursive CTE that spills, say). */
export const TEMP_FILE_LIMIT = '256MB';
/** Memory one sort or hash may take before it spills (to the temporary files above). */
export const WORK_MEM = '16MB';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Settings the run's role is not given but that would get round its limits if raised (a session
 * that never times out, a hash table that never spills): scenario SQL may not change these either.
 */
export const LIFTING_SETTINGS = [
  'idle_session_timeout',
  'hash_mem_multiplier',
  'temp_buffers',
  'client_connection_check_interval',
] as const;

/** Every setting scenario SQL may not change (pgText.ts refuses a statement that would). */
export function guardedSettings(): string[] {
  return [...runSettings({ timeLimitMs: 0 }).map((s) => s.name), ...LIFTING_SETTINGS];
}

/**
 * The settings the run's role gets (pgText.ts refuses a SET of them), each with the value
 * the run's role gets. A backstop a little past the engine's own limit, so that the engine's
 * message (which names the step) comes first; `superuserOnly` ones need a superuser to set.
 */
export function runSettings(
  limits: RunLimits,
): { name: string; value: string; superuserOnly: boolean }[] {
  const backstop = `${limits.timeLimitMs + 1000}ms`;
  // A worker may hold a transaction open across steps, each of which may wait for the limit.
  const idle = `${Math.max(60_000, 30 * limits.timeLimitMs)}ms`;
  return [
    { name: 'statement_timeout', value: backstop, superuserOnly: false },
    { name: 'lock_timeout', value: backstop, superuserOnly: false },
    { name: 'idle_in_transaction_session_timeout', value: idle, superuserOnly: false },
    { name: 'work_mem', value: WORK_MEM, superuserOnly: false },
    { name: 'maintenance_work_mem', value: '64MB', superuserOnly: false },
    { name: 'temp_file_limit', value: TEMP_FILE_LIMIT, superuserOnly: true },
  ];
}

/**
 * The statements that make the run's role and database, in order. `superuser`: whether the admin
 * connection is one (only then can it set `superuserOnly` settings); otherwise it has CREATEROLE
 * and CREATEDB, and makes itself a member of the run's role, which CREATE DATABASE … OWNER and
 * cancelling the role's statements need. The role can log in only to its own database.
 */
export function createRunSql(names: RunNames, limits: RunLimits, superuser: boolean): string[] {
  const role = ident(names.role);
  const db = ident(names.database);
  const out = [
    `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ` +
      `INHERIT PASSWORD ${literal(names.password)}`,
  ];
  if (!superuser) out.push(`GRANT ${role} TO CURRENT_USER`);
  for (const s of runSettings(limits))
    if (superuser || !s.superuserOnly) out.push(`ALTER ROLE ${role} SET ${s.name} = '${s.value}'`);
  out.push(
    `CREATE DATABASE ${db} OWNER ${role} TEMPLATE template0`,
    `REVOKE ALL ON DATABASE ${db} FROM PUBLIC`,
  );
  return out;
}

/** The statements that remove them, ending any session still on the database. */
export function dropRunSql(names: RunNames): string[] {
  return [
    `DROP DATABASE IF EXISTS ${ident(names.database)} WITH (FORCE)`,
    `DROP ROLE IF EXISTS ${ident(names.role)}`,
  ];
}
