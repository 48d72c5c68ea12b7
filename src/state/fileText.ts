// What the store says, in the page's language, when a learner's file or an SQL tab's edit cannot
// be taken: the facts come from src/content (jsonFile.ts, scenarioText.ts), which
// stays language-free.
import type { JsonFileProblem } from '../content/files/jsonFile';
import type { TextEditProblem } from '../content/studio/scenarioText';
import { t } from '../i18n/i18n';

/** Why an imported progress or review file was refused. */
export function fileProblemText(kind: 'progress' | 'review', p: JsonFileProblem): string {
  switch (p.kind) {
    case 'not-json':
      return t('state.file.notJson', { kind });
    case 'wrong-format':
      return t('state.file.wrongFormat', { kind, found: p.found });
    case 'version':
      return t('state.file.version', { kind, found: p.found, reads: p.reads });
    case 'damaged': {
      const detail = t('state.file.why', { code: p.code, detail: p.detail });
      return p.where === null
        ? t('state.file.damagedWhole', { kind, detail })
        : t('state.file.damaged', { kind, where: p.where, detail });
    }
  }
}

/** Why an SQL tab could not write its SQL into the scenario's text. */
export function textEditText(problem: TextEditProblem): string {
  if (problem === 'anchored') return t('state.edit.anchored');
  return t(problem === 'yaml-broken' ? 'state.edit.yamlBroken' : 'state.edit.notAMapping');
}
