// What an address naming a scenario asks for: `?scenario=<example>&step=N` an example (at a step),
// `#s=…` a share link. The playground reads it (src/app/PlaygroundPage.tsx), and so does the
// embedded player (src/ui/embed/EmbedPage.tsx), which names the same things the same way.
import { stepFromSearchParams } from './step';

/** The query parameter that names an example. */
export const SCENARIO_PARAM = 'scenario';

/** What the address asks for: a share link, an example, or nothing in particular. */
export type PlaygroundAddress =
  { kind: 'link'; hash: string } | { kind: 'example'; name: string | null; step: number | null };

export function playgroundAddress(search: URLSearchParams, hash: string): PlaygroundAddress {
  if (hash.startsWith('#s=')) return { kind: 'link', hash };
  return {
    kind: 'example',
    name: search.get(SCENARIO_PARAM) || null,
    step: stepFromSearchParams(search),
  };
}
