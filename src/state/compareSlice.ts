// The compare slice: the same timeline run under two versions of the SQL, side by side. Its
// results are derived from the drafts and are never persisted.
// Its state is in compareState.ts, which every page carries; these actions load with their pages
// (sliceCode.ts).
import type { Scenario } from '../engine/types';
import { t } from '../i18n/i18n';
import { textEditText } from './fileText';
import type { ModuleLoader } from './modules';
import type { SliceContext } from './sliceContext';
import { issueLine } from '../i18n/issueText';
import { type CompareRequest, initialCompare } from './compareState';

export interface CompareActions {
  /** Runs the open example's timeline under two SQL versions (default: as shipped vs the draft). */
  compareRuns(request?: CompareRequest): Promise<void>;
  /** Puts the comparison away. */
  clearCompare(): void;
}

interface Version {
  label: string;
  text: string;
}

/** The two scenario texts a request stands for, or why there are none. */
async function versionsOf(
  modules: ModuleLoader,
  request: CompareRequest,
  original: string,
  draft: string,
): Promise<{ ok: true; a: Version; b: Version } | { ok: false; message: string }> {
  if (request.kind === 'draft') {
    return {
      ok: true,
      a: { label: t('state.compare.asShipped'), text: original },
      b: { label: t('state.compare.yourDraft'), text: draft },
    };
  }
  // The YAML editing is loaded when first needed: not on the first page of a visit.
  const { setActionSql } = await modules.load('scenarioText');
  const a = setActionSql(draft, request.action, request.a);
  const b = setActionSql(draft, request.action, request.b);
  if (!a.ok) return { ok: false, message: textEditText(a.problem) };
  if (!b.ok) return { ok: false, message: textEditText(b.problem) };
  return {
    ok: true,
    a: { label: t('state.compare.versionA', { action: request.action }), text: a.text },
    b: { label: t('state.compare.versionB', { action: request.action }), text: b.text },
  };
}

export function compareActions(ctx: SliceContext<'compare'>): CompareActions {
  // Compare runs are calls of this slice: a comparison never drops the player's run, or the reverse.
  return {
    async compareRuns(request = { kind: 'draft' }) {
      const call = ctx.calls.begin('compare');
      const { editor } = ctx.get();
      const example = editor.draftKey;
      const fail = (messages: string[]) => {
        if (call.current()) ctx.set({ status: 'error', a: null, b: null, messages });
      };
      ctx.set({ status: 'running', example, request, messages: [] });
      if (example === null || editor.original === null)
        return fail([t('state.compare.openExample')]);
      const versions = await versionsOf(ctx.deps.modules, request, editor.original, editor.text);
      if (!call.current()) return;
      if (!versions.ok) return fail([versions.message]);
      const { parseScenarioYaml } = await ctx.deps.modules.load('engine');
      const file = editor.file;
      const scenarios: Scenario[] = [];
      const problems: string[] = [];
      for (const v of [versions.a, versions.b]) {
        const parsed = parseScenarioYaml(v.text, file);
        if (parsed.ok) scenarios.push(parsed.scenario);
        else
          problems.push(
            ...parsed.issues.map((i) =>
              t('state.compare.issue', { label: v.label, issue: issueLine(i) }),
            ),
          );
      }
      const [sa, sb] = scenarios;
      if (problems.length > 0 || !sa || !sb) return fail(problems);
      try {
        // One after the other: the SQL worker runs one scenario at a time anyway.
        const ta = await ctx.deps.run(sa, call.signal);
        const tb = await ctx.deps.run(sb, call.signal);
        if (!call.current()) return;
        ctx.set({
          status: 'ready',
          a: { label: versions.a.label, trace: ta },
          b: { label: versions.b.label, trace: tb },
        });
      } catch (e) {
        fail([e instanceof Error ? e.message : String(e)]);
      }
    },
    clearCompare() {
      ctx.calls.supersede('compare');
      ctx.set(initialCompare());
    },
  };
}
