// The example scenarios of lessons/scenarios, each loaded on demand as its own small chunk.
import type { ExampleSource } from '../state/deps';

const SUFFIX = '.scenario.yaml';
const FOLDER = 'lessons/scenarios/';

/** The example the app opens when the URL names none. */
export const DEFAULT_EXAMPLE = 'seed-demo';

const loaders = import.meta.glob<string>('../../lessons/scenarios/*.scenario.yaml', {
  query: '?raw',
  import: 'default',
});

const byName = new Map(
  Object.entries(loaders).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -SUFFIX.length),
    load,
  ]),
);

export const EXAMPLES: ExampleSource = {
  names: [...byName.keys()].sort(),
  load(name) {
    const load = byName.get(name);
    return load ? load() : Promise.reject(new Error(`There is no example named "${name}".`));
  },
  fileOf: (name) => `${FOLDER}${name}${SUFFIX}`,
};
