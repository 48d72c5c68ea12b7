// The story slice: the home page's narrated run of the seed demo. Opening it shows the example as
// shipped (never a learner's draft: the captions are written for the shipped run) in the player
// with the story as its source: its trace as run at build time when the app has it (no SQL worker
// on a first visit), else run now. Which frame is on screen lives in the address.
import type { Scenario } from '../engine/types';
import { STORY_EXAMPLE } from '../content/lessons/storyExample';
import type { StepChoice } from './playerSlice';
import type { SliceContext } from './sliceContext';
import { sameSource, type TraceSource } from './traceSource';
import { issueLine } from '../i18n/issueText';

export interface StoryState {
  /** The example the story runs; its captions are in src/content/lessons/story.ts. */
  example: string;
}

export interface StoryActions {
  /** Runs the story's example and shows it with the playhead at `step`; a later call wins. */
  openStory(step?: StepChoice): Promise<void>;
}

const STORY_SOURCE: TraceSource = { kind: 'story' };

export function initialStory(): StoryState {
  return { example: STORY_EXAMPLE };
}

export function storyActions(ctx: SliceContext<'story'>): StoryActions {
  const { examples } = ctx.deps;
  /** The example as shipped: checked at build time when the app has it so, else parsed here. */
  const shipped = async (name: string): Promise<Scenario> => {
    if (examples.prebuilt) return (await examples.prebuilt(name)).scenario;
    const { parseScenarioYaml } = await ctx.deps.modules.load('parseScenario');
    const r = parseScenarioYaml(await examples.load(name), examples.fileOf(name));
    if (!r.ok) throw new Error(r.issues.map(issueLine).join('\n'));
    return r.scenario;
  };

  return {
    async openStory(step) {
      const player = ctx.actions();
      const call = player.showLoading(STORY_SOURCE);
      // Another page opened its own meanwhile: the story is no longer wanted on screen.
      const wanted = () => call.current() && sameSource(ctx.get().player.source, STORY_SOURCE);
      const options = { source: STORY_SOURCE, ...(step === undefined ? {} : { step }) };
      const example = ctx.get().story.example;
      try {
        // Run at build time: shown without starting the SQL worker.
        const built = examples.trace?.(example) ?? null;
        if (built) {
          const trace = await built;
          if (wanted()) player.show(trace, options);
          return;
        }
        const scenario = await shipped(example);
        if (wanted()) await player.runAndShow(scenario, options);
      } catch (e) {
        if (wanted())
          player.fail('run', [e instanceof Error ? e.message : String(e)], STORY_SOURCE);
      }
    },
  };
}
