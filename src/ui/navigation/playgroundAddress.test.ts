import { describe, expect, it } from 'vitest';
import { playgroundAddress } from './playgroundAddress';

describe('the playground’s address', () => {
  it('asks for a share link, an example at a step, or nothing in particular', () => {
    const at = (search: string, hash = '') => playgroundAddress(new URLSearchParams(search), hash);
    expect(at('', '#s=v1.x')).toEqual({ kind: 'link', hash: '#s=v1.x' });
    expect(at('?scenario=seed-demo&step=3')).toEqual({
      kind: 'example',
      name: 'seed-demo',
      step: 2,
    });
    expect(at('')).toEqual({ kind: 'example', name: null, step: null });
  });

  it('takes a share link over an example named beside it', () => {
    const wanted = playgroundAddress(new URLSearchParams('?scenario=seed-demo'), '#s=v1.x');
    expect(wanted).toEqual({ kind: 'link', hash: '#s=v1.x' });
  });
});
