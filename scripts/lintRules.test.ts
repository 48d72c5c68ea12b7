// The dependency direction of ../shared/STYLE.md, held by lint: each rule fails on code that
// breaks it (linted as if it stood at a path in the tree), and passes code that keeps it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

/** True when a relative `spec` from `filePath` names a module of the tree (a probe that names
 * nothing would pass for the wrong reason). */
const names = (spec: string, filePath: string) =>
  !spec.startsWith('.') ||
  ['.ts', '.tsx', '.mjs', '/index.ts'].some((ext) =>
    existsSync(join(dirname(filePath), spec + ext)),
  );

/** What the layer fence says of `import * as m from '<spec>'` in a file at `filePath`. */
async function fenceSays(spec: string, filePath: string): Promise<string[]> {
  expect(names(spec, filePath), `${spec} from ${filePath}`).toBe(true);
  const [result] = await eslint.lintText(`import * as m from '${spec}';\nexport const x = m;\n`, {
    filePath,
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'fence/layers').map((m) => m.message);
}

const ENGINE = 'src/engine/explore/deep/probe.ts';
const SQL = 'src/sql/host/deep/probe.ts';
const PG = 'src/pg/host/deep/probe.ts';
const CONTENT = 'src/content/lessons/deep/probe.ts';
const I18N = 'src/i18n/words/deep/probe.ts';
const STATE = 'src/state/slices/deep/probe.ts';
const UI = 'src/ui/player/timeline/Probe.ts';
const APP = 'src/app/wiring/deep/probe.ts';
const TESTING = 'src/testing/helpers/deep/probe.ts';
const SCRIPTS = 'scripts/cli/deep/probe.ts';

describe('the lint fence', () => {
  it('refuses an import of src/app from src/ui', async () => {
    const code =
      "import { installShortcuts } from '../../app/shortcuts';\nexport const x = installShortcuts;\n";
    const messages = await messagesFor(code, 'src/ui/studio/Probe.ts');
    expect(messages.some((m) => m.includes('src/ui never imports src/app'))).toBe(true);
  });

  it('lets src/ui import its own navigation', async () => {
    const code =
      "import { navigate } from '../navigation/navigation';\nexport const x = navigate;\n";
    expect(await messagesFor(code, 'src/ui/studio/Probe.ts')).toEqual([]);
  });

  it.each([
    ['fetch', "export const f = () => fetch('/x');"],
    ['localStorage', "export const f = () => localStorage.getItem('x');"],
    ['crypto', 'export const f = () => crypto.randomUUID();'],
    ['requestAnimationFrame', 'export const f = () => requestAnimationFrame(() => 0);'],
  ])('refuses %s in the engine', async (name, code) => {
    const messages = await messagesFor(`${code}\n`, 'src/engine/probe.ts');
    expect(messages.some((m) => m.includes(`'${name}'`))).toBe(true);
  });
});

describe('the layer fence, two levels deep', () => {
  it.each([
    [ENGINE, '../../../state/store', 'The engine imports nothing from the app layers.'],
    [ENGINE, '../../../ui/Link', 'The engine imports nothing from the app layers.'],
    [ENGINE, '../../../i18n/i18n', 'The engine imports nothing from the app layers.'],
    [
      ENGINE,
      '../../../../scripts/contentPlugin',
      'The engine imports nothing from the app layers.',
    ],
    [ENGINE, '../../../sql/nodePort', 'SQL goes through the SqlPort.'],
    [ENGINE, '../../../testing/engine', 'Only tests import the test harness'],
    [ENGINE, 'node:fs', 'The engine is pure TypeScript'],
    [ENGINE, 'fs/promises', 'The engine is pure TypeScript'],
    [ENGINE, 'react-dom/client', 'The engine is pure TypeScript'],
    [ENGINE, 'zustand', 'The engine is pure TypeScript'],
    [SQL, '../../../ui/Link', 'Lower layers never import the UI.'],
    [SQL, 'react-dom', 'Lower layers never import the UI.'],
    [SQL, '../../../content/lessons/lesson', 'src/sql hosts the SqlPort for the engine'],
    [SQL, '../../../state/store', 'src/sql hosts the SqlPort for the engine'],
    [PG, '../../../app/App', 'Lower layers never import the UI.'],
    [PG, '../../../sql/nodePort', 'src/pg hosts the SqlPort on PostgreSQL'],
    [CONTENT, '../../../i18n/i18n', 'Content is language-free'],
    [CONTENT, '../../../state/store', 'Content never imports the store'],
    [CONTENT, '../../../ui/Link', 'Lower layers never import the UI.'],
    [CONTENT, '../../../sql/nodePort', 'Content runs SQL only through the SqlPort'],
    [CONTENT, '../../../../scripts/contentPlugin', 'src/ never imports the Node tools'],
    [I18N, '../../../state/store', 'src/i18n words'],
    [I18N, '../../../ui/Link', 'src/i18n words'],
    [I18N, '../../../sql/nodePort', 'it runs no SQL'],
    [STATE, '../../../ui/Link', 'Lower layers never import the UI.'],
    [STATE, '../../../app/App', 'Lower layers never import the UI.'],
    [STATE, '../../../sql/supervisor', 'The store reaches SQL through its deps'],
    [UI, '../../../app/shortcuts', 'src/ui never imports src/app'],
    [UI, '../../../sql/supervisor', 'The pages reach SQL through the store'],
    [UI, '../../../pg/cluster', 'The pages reach SQL through the store'],
    [UI, '../../../testing/engine', 'Only tests import the test harness'],
    [APP, '../../../pg/cluster', 'src/pg runs in Node'],
    [APP, '../../../../scripts/cli', 'src/ never imports the Node tools'],
    [TESTING, '../../../ui/Link', 'The test harness sits below the UI.'],
    [SCRIPTS, '../../../src/ui/Link', 'scripts/ are Node tools'],
    [SCRIPTS, '../../../src/state/store', 'scripts/ are Node tools'],
    [SCRIPTS, '../../../src/app/App', 'scripts/ are Node tools'],
    [SCRIPTS, '../../../src/testing/engine', 'Only tests import the test harness'],
    ['scripts/cli/probe.ts', '../../src/ui/Link', 'scripts/ are Node tools'],
  ])('refuses, in %s, an import of %s', async (filePath, spec, message) => {
    const said = await fenceSays(spec, filePath);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(message);
  });

  it.each([
    [ENGINE, '../../types'],
    [ENGINE, 'fast-check'],
    [SQL, '../../../engine/types'],
    [PG, '../../../engine/types'],
    [CONTENT, '../../../engine/types'],
    [I18N, '../../../content/lessons/lesson'],
    [STATE, '../../../i18n/i18n'],
    [UI, '../../../state/store'],
    [APP, '../../../ui/Link'],
    [APP, '../../../sql/supervisor'],
    [TESTING, '../../../state/store'],
    [SCRIPTS, '../../../src/i18n/verdictSummary'],
    [SCRIPTS, '../../../src/pg/cluster'],
  ])('lets %s import %s', async (filePath, spec) => {
    expect(await fenceSays(spec, filePath)).toEqual([]);
  });

  it.each([
    [
      'a type-only import',
      "import type { AppStore } from '../../../state/store';\nexport type X = AppStore;\n",
    ],
    ['a dynamic import', "export const load = () => import('../../../ui/Link');\n"],
    ['a re-export', "export * from '../../../app/App';\n"],
    ['an import type', "export type X = typeof import('../../../state/store');\n"],
  ])('refuses %s across a fenced edge', async (_kind, code) => {
    const [result] = await eslint.lintText(code, { filePath: ENGINE });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['fence/layers']);
  });

  it.each([
    [ENGINE.replace('.ts', '.test.ts'), '../../../sql/nodePort'],
    [ENGINE.replace('.ts', '.test.ts'), 'node:fs'],
    [CONTENT.replace('.ts', '.test.ts'), '../../../../scripts/contentPlugin'],
    [I18N.replace('.ts', '.test.ts'), '../../../testing/engine'],
    ['src/content/testing/deep/helper.ts', '../../../testing/engine'],
    [UI.replace('.ts', '.test.ts'), '../../../sql/nodePort'],
  ])('lets the test %s import %s', async (filePath, spec) => {
    expect(await fenceSays(spec, filePath)).toEqual([]);
  });

  it('keeps what a test may import from reaching the app', async () => {
    const said = await fenceSays('../../../app/App', ENGINE.replace('.ts', '.test.ts'));
    expect(said).toEqual(['The engine imports nothing from the app layers.']);
  });

  it('lets through only the file an allowance names', async () => {
    expect(await fenceSays('../../src/state/store', 'scripts/bench/checkLesson.ts')).toEqual([]);
    expect(await fenceSays('../../src/state/store', 'scripts/bench/firstVisit.ts')).toHaveLength(1);
    expect(await fenceSays('../../src/state/store', 'scripts/cli/checkSubject.ts')).toHaveLength(1);
  });
});

describe('the cycle rule', () => {
  // src/engine/index.ts re-exports src/engine/runner.ts; linted as if it were runner.ts:
  const RUNNER = 'src/engine/runner.ts';
  const cycles = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: RUNNER });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
  };

  it('refuses a value import that leads back to the importer', async () => {
    const found = await cycles(
      "import { parseYaml } from './index';\nexport const x = parseYaml;\n",
    );
    expect(found).toHaveLength(1);
  });

  it('lets a type-only import lead back', async () => {
    const code = "import type { RunOptions } from './index';\nexport type X = RunOptions;\n";
    expect(await cycles(code)).toEqual([]);
  });

  it('lets a dynamic import lead back', async () => {
    expect(await cycles("export const load = () => import('./index');\n")).toEqual([]);
  });
});
