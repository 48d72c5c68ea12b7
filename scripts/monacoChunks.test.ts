import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoLayerChunk, monacoMessagesChunk } from './monacoChunks';

describe('monacoMessagesChunk', () => {
  it('puts Monaco’s Chinese table in a chunk of its own, on any platform', () => {
    expect(monacoMessagesChunk('/app/node_modules/monaco-editor/esm/vs/nls/lang/zh-cn.js')).toBe(
      'monaco-zh',
    );
    expect(
      monacoMessagesChunk('C:\\app\\node_modules\\monaco-editor\\esm\\vs\\nls\\lang\\zh-cn.js'),
    ).toBe('monaco-zh');
  });

  it('leaves every other module to the other rules', () => {
    for (const id of [
      '/app/node_modules/monaco-editor/esm/vs/nls/lang/de.js',
      '/app/node_modules/monaco-editor/esm/vs/nls.js',
      '/app/src/ui/editor/MonacoEditor.zh.ts',
      '/app/src/i18n/messages/zh-CN/lesson.json',
    ])
      expect(monacoMessagesChunk(id), id).toBeNull();
  });
});

describe('monacoLayerChunk', () => {
  const at = (path: string) => `/app/node_modules/monaco-editor/esm/vs/${path}`;

  it('puts Monaco’s base, platform and editor/common layers each in a chunk, on any platform', () => {
    expect(monacoLayerChunk(at('base/common/strings.js'))).toBe('monaco-base');
    expect(monacoLayerChunk(at('base/browser/dom.js'))).toBe('monaco-base');
    // What base imports from outside its folder goes with it, so no chunk imports a later one.
    expect(monacoLayerChunk(at('nls.js'))).toBe('monaco-base');
    expect(monacoLayerChunk(at('amdX.js'))).toBe('monaco-base');
    expect(monacoLayerChunk(at('platform/theme/common/colorRegistry.js'))).toBe('monaco-platform');
    expect(monacoLayerChunk(at('editor/common/model/textModel.js'))).toBe('monaco-common');
    expect(
      monacoLayerChunk('C:\\app\\node_modules\\monaco-editor\\esm\\vs\\base\\common\\event.js'),
    ).toBe('monaco-base');
  });

  it('leaves the rest of the editor, its Chinese words and the app to the other rules', () => {
    for (const id of [
      at('editor/browser/widget/codeEditor/codeEditorWidget.js'),
      at('editor/contrib/suggest/browser/suggestController.js'),
      at('editor/standalone/browser/standaloneServices.js'),
      at('editor/editor.api.js'),
      at('nls/lang/zh-cn.js'),
      at('editor.js'),
      '/app/src/ui/editor/monaco/setup.ts',
      '/app/src/base/common/thing.ts',
    ])
      expect(monacoLayerChunk(id), id).toBeNull();
  });
});

describe('Monaco’s layers as monaco-editor ships them', () => {
  const VS = 'node_modules/monaco-editor/esm/vs';
  const files = readdirSync(VS, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  const LAYERS = ['monaco-base', 'monaco-platform', 'monaco-common'];
  /** A module's layer, from the bottom: base 0, platform 1, editor/common 2, the rest 3. */
  const layerOf = (path: string) => {
    const at = LAYERS.indexOf(monacoLayerChunk(join('/app', VS, path)) ?? '');
    return at === -1 ? LAYERS.length : at;
  };

  it('import only from their own layer or those below, so their chunks form no cycle', () => {
    const upward: string[] = [];
    let read = 0;
    for (const file of files) {
      const layer = layerOf(file);
      if (layer === LAYERS.length) continue;
      read++;
      // Without comments: a doc comment may name a module in `{@link import('…')}`.
      const text = readFileSync(join(VS, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const specifiers = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
      for (const [, spec] of specifiers) {
        const target = relative(resolve(VS), resolve(VS, dirname(file), spec ?? ''));
        if (layerOf(target) > layer) upward.push(`${file} → ${target}`);
      }
    }
    expect(read).toBeGreaterThan(500);
    expect(upward).toEqual([]);
  });
});
