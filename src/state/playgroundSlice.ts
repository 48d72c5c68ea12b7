// The playground slice: which example (or share link) the playground shows. Opening one loads its
// text into the editor and runs it; the player shows it with the playground as its source.
// Its state is in playgroundState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import { t } from '../i18n/i18n';
import type { StepChoice } from './playerSlice';
import type { SliceContext } from './sliceContext';
import type { TraceSource } from './traceSource';

export interface PlaygroundActions {
  /** Loads an example (with the learner's draft, if any) and runs it; a later call wins. */
  openExample(name: string, step?: StepChoice): Promise<void>;
  /** Opens a share fragment (`#s=…`) in the playground's editor and player. */
  openSharedLink(hash: string): Promise<boolean>;
}

export function playgroundActions(ctx: SliceContext<'playground'>): PlaygroundActions {
  const { deps } = ctx;
  const stillOpen = (source: TraceSource) => ctx.get().playground.open === source;
  return {
    async openExample(name, step) {
      const source: TraceSource = { kind: 'example', name };
      ctx.set({ open: source });
      const { actions } = ctx.get();
      if (!deps.examples.names.includes(name)) {
        const known = deps.examples.names.join(t('state.list.separator'));
        const message = t('state.playground.noExample', { name, known });
        return actions.fail('not-found', [message], source);
      }
      const call = actions.showLoading(source);
      const mine = () => call.current() && stillOpen(source);
      let original: string;
      try {
        original = await deps.examples.load(name);
      } catch (e) {
        if (mine()) actions.fail('run', [e instanceof Error ? e.message : String(e)], source);
        return;
      }
      if (!mine()) return;
      actions.editorLoad({ original, source, file: deps.examples.fileOf(name), draftKey: name });
      await actions.runDraft({ fresh: true, step, call });
    },

    async openSharedLink(hash) {
      const source: TraceSource = { kind: 'link', hash };
      ctx.set({ open: source });
      const { actions } = ctx.get();
      const call = actions.showLoading(source);
      const [{ decodeShareFragment }, { linkProblemText }] = await Promise.all([
        ctx.deps.modules.load('shareLink'),
        ctx.deps.modules.load('linkText'),
      ]);
      if (!call.current() || !stillOpen(source)) return false;
      const r = decodeShareFragment(hash);
      if (!r.ok) {
        actions.fail('link', [linkProblemText(r.error)], source);
        return false;
      }
      actions.editorLoad({ original: r.yaml, source, file: null, draftKey: null });
      // The link's check parsed its YAML already: the run takes that scenario.
      await actions.runDraft({
        fresh: true,
        call,
        checked: { text: r.yaml, scenario: r.scenario },
      });
      return true;
    },
  };
}
