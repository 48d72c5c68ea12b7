// Lint rules that keep the dependency direction of ../shared/STYLE.md honest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fence from './scripts/eslint/layerFence.js';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/ui/**/*.ts', 'src/state/**/*.ts', 'src/app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The engine is pure: no DOM, no workers, no clocks, no randomness (its imports: the fence below).
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The engine never touches the DOM.' },
        { name: 'document', message: 'The engine never touches the DOM.' },
        { name: 'self', message: 'The engine never touches worker globals.' },
        { name: 'setTimeout', message: 'Time is passed in, never read or scheduled.' },
        { name: 'setInterval', message: 'Time is passed in, never read or scheduled.' },
        { name: 'performance', message: 'Time is passed in, never read.' },
        { name: 'requestAnimationFrame', message: 'Time is passed in, never read or scheduled.' },
        { name: 'fetch', message: 'The engine reaches nothing outside: content is passed in.' },
        { name: 'localStorage', message: 'The engine keeps nothing: the store persists.' },
        { name: 'crypto', message: 'Randomness comes from a seeded generator passed in.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is passed in, never read.' },
        {
          object: 'Math',
          property: 'random',
          message: 'Randomness comes from a seeded generator passed in.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'Time is passed in, never read.',
        },
      ],
    },
  },
  {
    // The dependency direction, at every depth: each layer's forbidden layers and packages, and
    // each allowance with its reason, are the zone table in scripts/eslint/layerFence.js.
    files: ['src/**/*.{ts,tsx,mts,js,mjs}', 'scripts/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { fence },
    rules: { 'fence/layers': 'error' },
  },
  {
    // No module reaches itself through value imports. Type-only imports are erased, and a dynamic
    // import() runs after its importer has loaded: neither can leave a module half-evaluated.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': sourceExtensions,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
);
