// The studio's commands: new, undo, redo, record outcomes, import (file, paste), export (scenario,
// lesson) and share link. Drag-and-drop of a file is on the whole page (StudioPage).
import { useContext, useRef, useState } from 'react';
import { scenarioOfModel } from '../../content/studio/studioModel';
import { t } from '../../i18n/i18n';
import { StoreContext, useActions, useAppStore } from '../../state/useAppStore';
import { appBase, download, fileNameOf } from './files';
import { ShareExerciseButton, ShareExercisePanel } from './ShareExerciseToggle';
import { replaceAddress } from '../navigation/navigation';
import { PLAYGROUND_PATH, sharedHref } from '../navigation/routes';
import { StudioEmbed } from '../embed/StudioEmbed';
import { KeepFocusButton } from '../KeepFocusButton';
import { copyText } from '../copyText';
import { focusShown } from '../focusShown';

export function StudioToolbar() {
  const actions = useActions();
  const canUndo = useAppStore((s) => s.studio.past.length > 0);
  const canRedo = useAppStore((s) => s.studio.future.length > 0);
  const valid = useAppStore((s) => s.studio.issues.length === 0);
  const hasTrace = useAppStore((s) => s.player.trace !== null);
  const file = useRef<HTMLInputElement>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [link, setLink] = useState<string | null>(null);
  /** Whether the share link went onto the clipboard (it may be refused). */
  const [copied, setCopied] = useState(false);
  const [exercising, setExercising] = useState(false);

  const store = useContext(StoreContext);
  const current = () => {
    if (!store) throw new Error('The studio needs the store.');
    return store.getState().studio;
  };

  const exportYaml = () => {
    const s = current();
    download(fileNameOf(s.model.title, '.scenario.yaml'), s.text);
  };
  const exportLesson = async () => {
    const { lessonSkeleton, slugOf } = await import('../../content/studio/lessonSkeleton');
    const scenario = scenarioOfModel(current().model);
    download(`99-${slugOf(scenario.title)}.lesson.yaml`, lessonSkeleton(scenario));
  };
  const share = async () => {
    const { encodeShareFragment, MAX_LINK_LENGTH } = await import('../../content/links/shareLink');
    const [{ shareRefusal }, { shareRefusalText }] = await Promise.all([
      import('../../content/links/shareLimits'),
      import('../../i18n/linkText'),
    ]);
    // The limits a link is opened with: never make a link that would be refused.
    const refusal = shareRefusal(current().text, scenarioOfModel(current().model));
    if (refusal) return actions.studioSetNotice(shareRefusalText(refusal));
    const fragment = encodeShareFragment(current().text);
    if (fragment.length > MAX_LINK_LENGTH) {
      actions.studioSetNotice(
        t('studio.share.tooLarge', {
          length: String(fragment.length),
          max: String(MAX_LINK_LENGTH),
        }),
      );
      return;
    }
    const url = `${appBase()}${sharedHref(fragment)}`;
    setLink(url);
    setCopied(await copyText(url));
  };

  return (
    <div
      className="studio-toolbar"
      role="toolbar"
      aria-label={t('studio.toolbar.label')}
      onKeyDown={(e) => {
        // Escape closes an open panel and hands the focus back to its button, as Embed's does.
        if (e.key !== 'Escape' || !(pasting || exercising)) return;
        const toggle = pasting ? 'paste-toggle' : 'share-exercise';
        e.preventDefault();
        if (pasting) setPasting(false);
        else setExercising(false);
        e.currentTarget.querySelector<HTMLElement>(`[data-testid="${toggle}"]`)?.focus();
      }}
    >
      <button
        type="button"
        onClick={() => {
          // A new timeline is no draft yet: the address stops naming the old one.
          replaceAddress('/studio');
          void actions.studioNew();
        }}
      >
        {t('studio.toolbar.new')}
      </button>
      <KeepFocusButton off={!canUndo} onClick={() => void actions.studioUndo()}>
        {t('studio.toolbar.undo')}
      </KeepFocusButton>
      <KeepFocusButton off={!canRedo} onClick={() => void actions.studioRedo()}>
        {t('studio.toolbar.redo')}
      </KeepFocusButton>
      <button
        type="button"
        data-testid="record-expects"
        disabled={!valid || !hasTrace}
        onClick={() => void actions.studioRecordExpects()}
      >
        {t('studio.toolbar.recordExpects')}
      </button>
      <button type="button" disabled={!valid} onClick={exportYaml}>
        {t('studio.toolbar.exportYaml')}
      </button>
      <button type="button" disabled={!valid} onClick={() => void exportLesson()}>
        {t('studio.toolbar.exportLesson')}
      </button>
      <button type="button" onClick={() => file.current?.click()}>
        {t('studio.toolbar.import')}
      </button>
      <input
        ref={file}
        type="file"
        accept=".yaml,.yml,text/yaml"
        hidden
        data-testid="import-file"
        aria-label={t('studio.toolbar.importLabel')}
        onChange={async (e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) await actions.studioImport(await f.text(), f.name);
        }}
      />
      <button
        type="button"
        aria-expanded={pasting}
        data-testid="paste-toggle"
        onClick={() => {
          setPasting(!pasting);
          if (!pasting) focusShown('studio-paste-text');
        }}
      >
        {t('studio.toolbar.paste')}
      </button>
      <button type="button" disabled={!valid} onClick={() => void share()}>
        {t('studio.toolbar.share')}
      </button>
      <ShareExerciseButton
        open={exercising}
        valid={valid}
        onToggle={() => {
          setExercising(!exercising);
          // The panel loads its code on first opening: wait for it a little longer.
          if (!exercising) focusShown('studio-exercise-heading', 120);
        }}
      />
      <StudioEmbed valid={valid} />
      {pasting && (
        <div className="studio-paste">
          <label>
            {t('studio.paste.label')}
            <textarea
              id="studio-paste-text"
              rows={6}
              spellCheck={false}
              value={pasted}
              data-testid="paste-text"
              onChange={(e) => setPasted(e.target.value)}
            />
          </label>
          <button
            type="button"
            onClick={async () => {
              if (await actions.studioImport(pasted, 'pasted.scenario.yaml')) {
                setPasting(false);
                setPasted('');
              }
            }}
          >
            {t('studio.paste.open')}
          </button>
        </div>
      )}
      {link && (
        <div className="studio-share" role="status">
          <label>
            {t(copied ? 'studio.share.label' : 'studio.share.labelNotCopied')}
            <input
              readOnly
              value={link}
              data-testid="share-link"
              onFocus={(e) => e.target.select()}
            />
          </label>
          <a href={link}>{t('studio.share.openLearner')}</a>{' '}
          <a href={link.replace(`${PLAYGROUND_PATH}#`, '/studio#')} data-testid="share-link-studio">
            {t('studio.share.openStudio')}
          </a>
        </div>
      )}
      <ShareExercisePanel open={exercising} valid={valid} />
    </div>
  );
}
