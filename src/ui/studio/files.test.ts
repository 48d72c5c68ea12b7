import { describe, expect, it } from 'vitest';
import { fileNameOf } from './files';

describe('a scenario file’s name', () => {
  it('is made of the title’s letters and digits, in any script', () => {
    expect(fileNameOf('A stale worker, again!', '.scenario.yaml')).toBe(
      'a-stale-worker-again.scenario.yaml',
    );
    expect(fileNameOf('租约过期后的旧写入', '.scenario.yaml')).toBe(
      '租约过期后的旧写入.scenario.yaml',
    );
    expect(fileNameOf('测试 2：重领', '.scenario.yaml')).toBe('测试-2-重领.scenario.yaml');
    expect(fileNameOf('../etc/passwd', '.scenario.yaml')).toBe('etc-passwd.scenario.yaml');
    // A script whose vowels are marks keeps them: they are part of its words.
    expect(fileNameOf('हिन्दी पाठ', '.scenario.yaml')).toBe('हिन्दी-पाठ.scenario.yaml');
  });

  it('falls back to "scenario" when the title has no letter or digit', () => {
    expect(fileNameOf('—', '.scenario.yaml')).toBe('scenario.scenario.yaml');
  });
});
