// Lint rules that keep the dependency direction of ../shared/STYLE.md honest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const outsideEngine = [
  '**/state/**',
  '**/ui/**',
  '**/sql/**',
  '**/app/**',
  '**/content/**',
  '**/i18n/**',
];

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
    // The engine is pure: no app layers, no React, no DOM, no workers, no clocks, no randomness.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: outsideEngine.map((p) => p.replace('**/', '../').replace('/**', '/*')),
              message: 'The engine imports nothing from the app layers.',
            },
            {
              group: ['react', 'react-dom', 'zustand', 'sql.js', 'node:*', 'worker_threads', 'fs'],
              message: 'The engine is pure TypeScript: SQL goes through the SqlPort.',
            },
          ],
        },
      ],
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
    // State and SQL hosts never reach into the UI.
    files: ['src/state/**/*.ts', 'src/sql/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../ui/*', '../app/*', 'react-dom'],
              message: 'Lower layers never import the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Content is pure and language-free, as the engine is: it returns facts, the page words them.
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../ui/*', '../app/*', 'react-dom'],
              message: 'Lower layers never import the UI.',
            },
            {
              group: ['../i18n/*', '../../i18n/*'],
              message:
                'Content is language-free: return facts and word them in src/i18n or src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The pages never reach up into the app's wiring: what they need (navigation, keyboard
    // ownership) lives in src/ui or below it.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../app/*', '../../app/*', '../../../app/*', '**/src/app/*'],
              message: 'src/ui never imports src/app: move what it needs below the UI.',
            },
          ],
        },
      ],
    },
  },
);
