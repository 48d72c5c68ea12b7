// The studio slice's state: the scenario an instructor is building, its YAML, undo and redo, and
// the drafts saved on the device.
// Every page carries it (the store starts with it); the actions load with the pages that use them.
import type { InputIssue } from '../engine/yamlSource';
import { t } from '../i18n/i18n';
import { emptyModel } from '../content/studio/emptyModel';
import type { StudioModel } from '../content/studio/studioModel';

export interface StudioDraft {
  id: string;
  title: string;
  /** The scenario's YAML. */
  text: string;
  /** When it was last saved, in ms since 1970. */
  savedAt: number;
}

export interface StudioState {
  model: StudioModel;
  /** The YAML pane: the model's YAML, or what the author is typing (then maybe invalid). */
  text: string;
  /** Issues of the text (or of the model), as the CLI words them; empty when valid. */
  issues: InputIssue[];
  /**
   * The text does not read as a scenario (it is being typed, or a draft was saved so): the lanes
   * and the forms wait for it, since an edit there would write the model's YAML over it.
   */
  textBroken: boolean;
  past: StudioModel[];
  future: StudioModel[];
  selected: string | null;
  /** The draft this session saves into. */
  draftId: string | null;
  /** Persisted: every draft on this device. */
  drafts: Record<string, StudioDraft>;
  /** Persisted: the draft last edited here, which the studio reopens. */
  lastDraftId: string | null;
  /** A plain message for the author (a damaged link, a file that is not a scenario). */
  notice: string | null;
  /** The notice tells, not warns (another tab's save is shown): not an alert. */
  noticeInfo: boolean;
  /** While an exercise link is being made: how many generated timelines are done of how many. */
  sharing: { done: number; total: number } | null;
}

/** A fresh scenario, titled in the page's language. */
export const freshModel = () => emptyModel(t('state.studio.newTitle'));

export function initialStudio(): StudioState {
  return {
    model: freshModel(),
    text: '',
    issues: [],
    textBroken: false,
    past: [],
    future: [],
    selected: null,
    draftId: null,
    drafts: {},
    lastDraftId: null,
    notice: null,
    noticeInfo: false,
    sharing: null,
  };
}
