// A state's key under the symmetry of interchangeable workers: the least key over the renamings
// that put the group's memories in order. Pure.

/** Where each actor goes: perm[a] is the actor whose place actor a takes (null: nobody moves). */
export type Perm = readonly number[];

/** A state's key and the permutation it was keyed by. */
export interface Canonical {
  key: string;
  perm: Perm | null;
}

const identity = (n: number) => Array.from({ length: n }, (_, k) => k);

/** f after g: (f ∘ g)[a] = f[g[a]]; null is the identity. */
export function compose(f: Perm | null, g: Perm | null, n: number): number[] {
  const gg = g ?? identity(n);
  return f ? gg.map((a) => f[a] ?? a) : [...gg];
}

/** The inverse permutation (null is the identity). */
export function invert(f: Perm | null, n: number): number[] {
  const out = identity(n);
  if (f) f.forEach((to, from) => (out[to] = from));
  return out;
}

/** Every order of `xs`. */
function orders(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, k) =>
    orders([...xs.slice(0, k), ...xs.slice(k + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * The ways to line up one group's members by their memories: sorted, with every order of the
 * members whose memories are equal (each list says which member goes to the group's 1st, 2nd, …
 * place). Three or more tied members are first told apart by `signature` (a text that renaming
 * the group carries along with the member), so that only members alike in that too are tried
 * in every order.
 */
function lineUps(
  group: number[],
  memories: string[],
  signature: (member: number) => string,
): number[][] {
  const by = (key: (a: number) => string) => (a: number, b: number) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const memory = (a: number) => memories[a] ?? '';
  const sorted = [...group].sort((a, b) => by(memory)(a, b) || a - b);
  let out: number[][] = [[]];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && memory(sorted[j] ?? 0) === memory(sorted[i] ?? 0)) j++;
    let tied = [sorted.slice(i, j)];
    if (j - i > 2) {
      const sigs = new Map(sorted.slice(i, j).map((a) => [a, signature(a)]));
      const sig = (a: number) => sigs.get(a) ?? '';
      const run = sorted.slice(i, j).sort((a, b) => by(sig)(a, b) || a - b);
      tied = [[]];
      for (let p = 0; p < run.length;) {
        let q = p + 1;
        while (q < run.length && sig(run[q] ?? 0) === sig(run[p] ?? 0)) q++;
        const alike = orders(run.slice(p, q));
        tied = tied.flatMap((head) => alike.map((t) => [...head, ...t]));
        p = q;
      }
    } else if (j - i === 2) tied = orders(sorted.slice(i, j));
    out =
      j - i === 1
        ? out.map((head) => [...head, ...(tied[0] ?? [])])
        : out.flatMap((head) => tied.map((t) => [...head, ...t]));
    i = j;
  }
  return out;
}

/**
 * The canonical key of a state whose actors have `names` and `memories` (each actor's part of the
 * key), `groups` of interchangeable actors given: the least of `keyOf(memories, rename)` over the
 * permutations that sort each group's memories. The set of those permutations' images is the
 * same for every state of one orbit, so two states get one key exactly when a renaming of the
 * group members turns one into the other (keyOf being exact for each renamed state).
 */
export function canonicalKey(
  groups: number[][],
  names: string[],
  memories: string[],
  keyOf: (memories: string[], rename: ((text: string) => string) | undefined) => string,
): Canonical {
  const n = names.length;
  let perms: number[][] = [identity(n)];
  for (const g of groups) {
    // A member's signature: the state with it renamed to one mark and the rest of its group to
    // another; renaming the group moves the signature with the member.
    const signature = (member: number) => {
      const marks = new Map(g.map((a) => [names[a] ?? '', a === member ? '\u0000' : '\u0001']));
      return keyOf([], renamer(marks));
    };
    const ups = lineUps(g, memories, signature);
    perms = perms.flatMap((p) =>
      ups.map((up) => {
        const q = [...p];
        up.forEach((a, place) => (q[a] = g[place] ?? a));
        return q;
      }),
    );
  }
  let best: Canonical | null = null;
  for (const perm of perms) {
    const moved = new Map<string, string>();
    perm.forEach((to, from) => {
      if (to !== from) moved.set(names[from] ?? '', names[to] ?? '');
    });
    const order: string[] = [];
    perm.forEach((to, from) => (order[to] = memories[from] ?? ''));
    const key = keyOf(order, renamer(moved));
    if (best === null || key < best.key) best = { key, perm };
  }
  return best ?? { key: keyOf(memories, undefined), perm: null };
}

/**
 * Renames a text value: a moved worker's name, or the default payload `name@tick` of one. Worker
 * names hold no `@` (symmetry.ts refuses them), so a text matches at most one of the two.
 */
function renamer(moved: Map<string, string>): ((text: string) => string) | undefined {
  if (moved.size === 0) return undefined;
  return (t) => {
    const whole = moved.get(t);
    if (whole !== undefined) return whole;
    const at = t.indexOf('@');
    if (at <= 0) return t;
    const to = moved.get(t.slice(0, at));
    return to !== undefined && /^\d+$/.test(t.slice(at + 1)) ? to + t.slice(at) : t;
  };
}
