// The dependency direction of ../shared/STYLE.md, held by lint: each rule fails on code that
// breaks it (linted as if it stood at a path in the tree), and passes code that keeps it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

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
