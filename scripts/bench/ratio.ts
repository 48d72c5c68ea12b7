// Figures derived from figures measured earlier in the same run.
import type { Bench } from './measure';

/** `name` = `top` / `bottom`, both read from figures printed earlier in this run. */
export function ratio(name: string, top: string, bottom: string): Bench {
  return (done) => {
    const a = done.get(top);
    const b = done.get(bottom);
    if (!a || !b) throw new Error(`${name} needs ${top} and ${bottom} measured first`);
    return [{ name, value: a.value / b.value, unit: 'ratio' }];
  };
}
