// The example scenarios of lessons/scenarios, checked at build time; each one's text and scenario
// is its own small JSON chunk, loaded when the playground opens it.
import index from 'virtual:fencelab/content';
import { exampleOfJson, type ExampleJson } from '../content/prebuilt';
import type { ExampleSource } from '../state/deps';

/** The example the app opens when the URL names none. */
export const DEFAULT_EXAMPLE = 'seed-demo';

const loaders = import.meta.glob<ExampleJson>('../../lessons/scenarios/*.scenario.yaml', {
  query: '?prebuilt',
  import: 'default',
});

const byName = new Map(index.examples.map((e) => [e.name, e.file]));

/** One example's JSON chunk, as the build made it. */
function raw(name: string): Promise<ExampleJson> {
  const file = byName.get(name);
  const load = file === undefined ? undefined : loaders[`../../${file}`];
  if (!load) return Promise.reject(new Error(`There is no example named "${name}".`));
  return load();
}

export const EXAMPLES: ExampleSource = {
  names: [...byName.keys()],
  load: async (name) => (await raw(name)).text,
  prebuilt: async (name) => exampleOfJson(await raw(name)),
  fileOf: (name) => byName.get(name) ?? `lessons/scenarios/${name}.scenario.yaml`,
};
