import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { messagesPlugin } from './messagesPlugin';

/** A src/ with one catalog, an entry and a route table of one page. */
function tinySrc(): string {
  const root = mkdtempSync(join(tmpdir(), 'fencelab-messages-'));
  const files: Record<string, string> = {
    'i18n/messages/en/app.json': '{ "part.title": "A part" }',
    'app/main.tsx': "import './routeTable';\n",
    'app/routeTable.tsx': "const load = () => withMessages('Page', import('../ui/Page'));\n",
    'ui/Page.tsx': 'export const page = 1;\n',
  };
  for (const [name, text] of Object.entries(files)) write(root, name, text);
  return root;
}

function write(root: string, name: string, text: string): string {
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), text);
  return join(root, name);
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, ...args: unknown[]) =>
  (plugin[hook] as Hook).call({ addWatchFile() {}, error: (e: unknown) => e }, ...args);

describe('messagesPlugin off a build (the dev server, the tests)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('offers a loader for every group, and reads the groups again after a source file changes', () => {
    root = tinySrc();
    const plugin = messagesPlugin(root);
    call(plugin, 'configResolved', { command: 'serve' });
    const index = () => String(call(plugin, 'load', '\0virtual:fencelab/messages'));
    expect(index()).toContain('"Page"');

    // A part loaded with its messages is added: the names are kept until a file changes.
    write(root, 'ui/Part.tsx', "export const x = t('part.title');\n");
    const page = write(
      root,
      'ui/Page.tsx',
      "const part = () => withMessages('Part', import('./Part'));\n",
    );
    expect(index()).not.toContain('"Part"');
    call(plugin, 'watchChange', page, { event: 'update' });
    expect(index()).toContain('"Part"');
  });
});
