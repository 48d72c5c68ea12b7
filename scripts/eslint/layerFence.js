// A local lint rule: the dependency direction of ../shared/STYLE.md, held at every depth. Each
// import (static, dynamic, re-export, `import type`, `typeof import()`) that names a relative or
// `src/…` path is resolved against the importing file's own path, and refused when its target lies
// in a layer the importer's zone forbids; bare package names are checked against the zone's
// forbidden packages. Plain JS, so that eslint.config.js loads it as it is.
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: this file is scripts/eslint/layerFence.js. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Stands in a zone's `packages` for every Node builtin (`fs`, `node:fs`, `worker_threads`, …). */
export const NODE_BUILTINS = 'node builtins';

const UI = 'Lower layers never import the UI.';
const HARNESS = 'Only tests import the test harness in src/testing.';
const HARNESS_TESTS = 'tests and their helpers run on the shared harness';
const TOOLS = 'src/ never imports the Node tools in scripts/.';
const TOOLS_TESTS = 'tests load content and catalogs with the plugins the build uses';
const SQL_TESTS = 'tests run on a real SqlPort (sql.js, PostgreSQL)';

/**
 * For each layer (a folder from the root), what its files may not import. An entry refuses a
 * layer in `to` or a package in `packages` with its `message`; `tests` gives the reason that lets
 * test code (`*.test.ts(x)`, a `testing/` folder, a `testing.ts` helper) import it all the same.
 * An import inside its own layer is never refused; a file outside every layer is not fenced.
 */
export const ZONES = {
  'src/engine': [
    {
      to: ['src/content', 'src/i18n', 'src/state', 'src/ui', 'src/app', 'scripts'],
      message: 'The engine imports nothing from the app layers.',
    },
    {
      to: ['src/sql', 'src/pg'],
      message: 'The engine imports nothing from the app layers: SQL goes through the SqlPort.',
      tests: SQL_TESTS,
    },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
    {
      packages: ['react', 'react-dom', 'zustand', 'sql.js', NODE_BUILTINS],
      message: 'The engine is pure TypeScript: SQL goes through the SqlPort.',
      tests: 'tests read fixtures from disk and run on sql.js',
    },
  ],
  'src/sql': [
    { to: ['src/ui', 'src/app'], packages: ['react-dom'], message: UI },
    {
      to: ['src/state', 'src/content', 'src/i18n', 'src/pg', 'scripts'],
      message: 'src/sql hosts the SqlPort for the engine: it imports only the engine.',
      tests: 'tests run the port on the shipped lessons',
    },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/pg': [
    { to: ['src/ui', 'src/app'], packages: ['react-dom'], message: UI },
    {
      to: ['src/state', 'src/content', 'src/i18n', 'src/sql', 'scripts'],
      message: 'src/pg hosts the SqlPort on PostgreSQL, in Node: it imports only the engine.',
      tests: 'recorded.test.ts holds the recorder in scripts/ to the recordings',
    },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/content': [
    { to: ['src/ui', 'src/app'], packages: ['react-dom'], message: UI },
    {
      to: ['src/i18n'],
      message: 'Content is language-free: return facts and word them in src/i18n or src/ui.',
    },
    { to: ['src/state'], message: 'Content never imports the store: the store loads content.' },
    {
      to: ['src/sql', 'src/pg'],
      message: 'Content runs SQL only through the SqlPort it is given.',
      tests: SQL_TESTS,
    },
    { to: ['scripts'], message: TOOLS, tests: TOOLS_TESTS },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/i18n': [
    {
      to: ['src/state', 'src/ui', 'src/app'],
      packages: ['react-dom'],
      message:
        "src/i18n words the engine's and content's facts: it never imports the store or the UI.",
    },
    {
      to: ['src/sql', 'src/pg'],
      message: 'src/i18n words facts: it runs no SQL.',
      tests: SQL_TESTS,
    },
    { to: ['scripts'], message: TOOLS, tests: TOOLS_TESTS },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/state': [
    { to: ['src/ui', 'src/app'], packages: ['react-dom'], message: UI },
    {
      to: ['src/sql', 'src/pg'],
      message: 'The store reaches SQL through its deps, which src/app wires to the worker.',
      tests: SQL_TESTS,
    },
    { to: ['scripts'], message: TOOLS, tests: TOOLS_TESTS },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/ui': [
    { to: ['src/app'], message: 'src/ui never imports src/app: move what it needs below the UI.' },
    {
      to: ['src/sql', 'src/pg'],
      message: 'The pages reach SQL through the store, which src/app wires to the worker.',
      tests: SQL_TESTS,
    },
    { to: ['scripts'], message: TOOLS },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/app': [
    { to: ['src/pg'], message: 'src/pg runs in Node: the browser app never loads it.' },
    { to: ['scripts'], message: TOOLS },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
  'src/testing': [
    { to: ['src/ui', 'src/app'], message: 'The test harness sits below the UI.' },
    { to: ['scripts'], message: TOOLS },
  ],
  scripts: [
    {
      to: ['src/state', 'src/ui', 'src/app'],
      message:
        'scripts/ are Node tools: they use the engine, the SQL hosts, content and words, never the store, the UI or the app.',
    },
    { to: ['src/testing'], message: HARNESS, tests: HARNESS_TESTS },
  ],
};

/**
 * Imports let through by name, each with its reason. WARNING: each is a module of src/state that a
 * Node tool needs; moving it below the store means editing src/state, which is left to its own
 * change. Do not add to this list: move the module instead.
 */
export const ALLOWED = [
  {
    file: 'scripts/bench/checkLesson.ts',
    imports: 'src/state/store',
    reason:
      "the bench seeds the page's persisted store: PERSIST_KEY and PERSIST_VERSION belong in a module below it",
  },
];

const LAYERS = Object.keys(ZONES).sort((a, b) => b.length - a.length);

/** The layer a root-relative path lies in, or undefined. */
export function layerOf(rel) {
  return LAYERS.find((l) => rel === l || rel.startsWith(`${l}/`));
}

/** Tests and their helpers: `*.test.ts(x)`, anything in a `testing/` folder, `testing.ts`. */
export function isTestCode(rel) {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(rel) ||
    rel.split('/').slice(0, -1).includes('testing') ||
    /^testing\.[cm]?[jt]sx?$/.test(path.posix.basename(rel))
  );
}

const posix = (p) => p.split(path.sep).join('/');
const withoutExtension = (rel) => rel.replace(/\.(d\.)?[cm]?[jt]sx?$/, '');

/** The package an import names (`react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`). */
function packageOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Why `spec`, imported from the root-relative file `from`, is refused, or null when it is not:
 * the whole fence in one function.
 */
export function refusal(from, spec) {
  const fromLayer = layerOf(from);
  if (!fromLayer) return null;
  const test = isTestCode(from);
  const entries = ZONES[fromLayer].filter((e) => !(test && e.tests));
  const bare = spec.split('?')[0];
  if (bare.startsWith('.') || bare.startsWith('src/')) {
    const target = posix(
      bare.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), bare))
        : path.posix.normalize(bare),
    );
    const toLayer = layerOf(target);
    if (!toLayer || toLayer === fromLayer) return null;
    const allowed = ALLOWED.some((a) => a.file === from && a.imports === withoutExtension(target));
    if (allowed) return null;
    return entries.find((e) => e.to?.includes(toLayer))?.message ?? null;
  }
  if (bare.startsWith('/') || (bare.includes(':') && !bare.startsWith('node:'))) return null;
  const name = packageOf(bare);
  const hit = entries.find(
    (e) => e.packages?.includes(name) || (e.packages?.includes(NODE_BUILTINS) && isBuiltin(bare)),
  );
  return hit?.message ?? null;
}

export const layerFence = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the dependency direction of STYLE.md at every depth.' },
    schema: [],
    messages: { refused: '{{message}}' },
  },
  create(context) {
    const rel = posix(path.relative(ROOT, context.physicalFilename ?? context.filename));
    if (rel.startsWith('..') || !layerOf(rel)) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = refusal(rel, source.value);
      if (message) context.report({ node: source, messageId: 'refused', data: { message } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

/** The local plugin eslint.config.js registers as `fence`. */
export default { meta: { name: 'fencelab-fence' }, rules: { layers: layerFence } };
