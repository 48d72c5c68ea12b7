import { describe, expect, it } from 'vitest';
import { monacoMessagesChunk } from './monacoChunks';

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
