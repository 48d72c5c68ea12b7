import { describe, expect, it } from 'vitest';
import { refusalOf, splitStatements } from './pgText';
import { bindStatement, paramOf, parserOf } from './pgValues';

const one = (sql: string) => {
  const [st, ...rest] = splitStatements(sql);
  if (!st || rest.length > 0) throw new Error(`expected one statement in ${sql}`);
  return st;
};

describe("a step's SQL read as PostgreSQL reads it", () => {
  it('splits at semicolons, keeping each statement, its ; and where it starts', () => {
    const sql = "-- lead\nUPDATE t SET a = ';' WHERE b = :job;\n  /* c; */ SELECT 1;;\n";
    expect(splitStatements(sql).map((s) => [s.text, s.offset])).toEqual([
      ["UPDATE t SET a = ';' WHERE b = :job;", 8],
      ['SELECT 1;', 56],
    ]);
  });

  it('finds named parameters outside literals, quoted names, comments and dollar quotes', () => {
    const st = one(
      `SELECT ':a', "b:c", E'\\':d', $$ :e $$, $t$ :f $t$, :g::text, x[1:2], :h -- :i\n/* :j /* :k */ */`,
    );
    expect(st.names).toEqual([':g', ':h']);
  });

  it('gives each use of a name a parameter of its own, cast to its value type when it needs one', () => {
    const st = one('UPDATE jobs SET until = :now + :ttl WHERE owner = :worker AND at <= :now');
    expect(bindStatement(st, { ':now': 3, ':ttl': 5, ':worker': "O'Brien" })).toEqual({
      text: 'UPDATE jobs SET until = CAST($1 AS bigint) + CAST($2 AS bigint) WHERE owner = $3 AND at <= CAST($4 AS bigint)',
      values: ['3', '5', "O'Brien", '3'],
    });
  });

  it('binds a name the contract does not bind as NULL, as SQLite does', () => {
    expect(bindStatement(one('SELECT :nope'), {}).values).toEqual([null]);
  });

  it('refuses transaction control and VACUUM by their first words, as SQLite refuses them', () => {
    const codes = [
      'COMMIT;',
      'begin',
      'START TRANSACTION',
      'ROLLBACK TO x',
      'savepoint s',
      'release s',
      "PREPARE TRANSACTION 'x'",
      'END',
      'ABORT',
      'VACUUM',
    ].map((sql) => refusalOf(one(sql))?.code);
    expect(codes).toEqual([...Array(9).fill('sqlTransaction'), 'sqlVacuum']);
    expect(refusalOf(one('COMMIT;'))?.params).toEqual({ statement: 'COMMIT;' });
    for (const sql of [
      "SELECT 'COMMIT'",
      'PREPARE q AS SELECT 1',
      'DO $$ BEGIN NULL; END $$',
      '"end"',
    ])
      expect(refusalOf(one(sql))).toBeNull();
  });
});

describe('values between the engine and PostgreSQL', () => {
  it('types a parameter as SQLite would store its value: integer, real, text, blob, null', () => {
    expect(paramOf(7)).toEqual({ value: '7', type: 'bigint' });
    expect(paramOf(2.5)).toEqual({ value: '2.5', type: 'double precision' });
    expect(paramOf(Infinity)).toEqual({ value: 'Infinity', type: 'double precision' });
    expect(paramOf(2n ** 62n)).toEqual({ value: '4611686018427387904', type: 'bigint' });
    expect(paramOf(2n ** 70n).type).toBe('numeric');
    expect(paramOf('x')).toEqual({ value: 'x', type: null });
    expect(paramOf(new Uint8Array([0, 255])).type).toBe('bytea');
    expect(paramOf(null)).toEqual({ value: null, type: null });
  });

  it('reads columns as sql.js gives them: exact integers, 1 and 0 for booleans, bytes for bytea', () => {
    expect(parserOf(20)('9007199254740993')).toBe(9007199254740993n);
    expect(parserOf(23)('42')).toBe(42);
    expect(parserOf(701)('Infinity')).toBe(Infinity);
    expect(parserOf(1700)('12')).toBe(12);
    expect(parserOf(1700)('1.5')).toBe(1.5);
    expect(parserOf(16)('t')).toBe(1);
    expect(parserOf(17)('\\x00ff')).toEqual(new Uint8Array([0, 255]));
    expect(parserOf(1114)('2024-01-01 00:00:00')).toBe('2024-01-01 00:00:00');
  });
});

describe("the settings that bound a run's role", () => {
  const refused = (sql: string) => {
    const st = splitStatements(sql)[0];
    if (!st) throw new Error('no statement');
    const r = refusalOf(st);
    return r?.code === 'sqlSetting' ? r.params.setting : null;
  };

  it('refuses a SET, RESET or set_config of one, however it is quoted or escaped', () => {
    expect(refused('SET statement_timeout = 0')).toBe('statement_timeout');
    expect(refused('set session "lock_timeout" to 0')).toBe('lock_timeout');
    expect(refused('RESET temp_file_limit')).toBe('temp_file_limit');
    expect(refused("SELECT pg_catalog.set_config('x.y', '1', false)")).toBe('set_config');
    expect(refused("ALTER ROLE CURRENT_USER SET work_mem = '1TB'")).toBe('work_mem');
    expect(refused('SET U&"lock\\005ftimeout" = 0')).toBe('U&');
  });

  it('lets every other statement through, reads of the settings too', () => {
    expect(refused('SHOW statement_timeout')).toBeNull();
    expect(refused("SELECT current_setting('statement_timeout')")).toBeNull();
    expect(refused('UPDATE jobs SET owner = :worker WHERE id = :job')).toBeNull();
    expect(refused('SET search_path = public')).toBeNull();
  });
});
