// The authoring studio: build a timeline on lanes (or in YAML), see it run at once in the player,
// record its outcomes as expects, and share it as a link, a file or a lesson skeleton.
import { useEffect, useState, type DragEvent } from 'react';
import { t } from '../../i18n/i18n';
import { useActions, useAppStore } from '../../state/useAppStore';
import { replaceAddress } from '../navigation/navigation';
import { PlayerView } from '../player/PlayerView';
import { DraftList } from './DraftList';
import { LaneEditor } from './LaneEditor';
import { ScenarioForm } from './ScenarioForm';
import { SqlPane } from './SqlPane';
import { StepForm } from './StepForm';
import { StudioToolbar } from './StudioToolbar';
import { YamlPane } from './YamlPane';
import './studio.css';

export default function StudioPage() {
  const actions = useActions();
  const notice = useAppStore((s) => s.studio.notice);
  const noticeInfo = useAppStore((s) => s.studio.noticeInfo);
  const draftId = useAppStore((s) => s.studio.draftId);
  const savedAt = useAppStore((s) =>
    s.studio.draftId === null ? undefined : s.studio.drafts[s.studio.draftId]?.savedAt,
  );
  const [dropping, setDropping] = useState(false);
  const textBroken = useAppStore((s) => s.studio.textBroken);

  // Another tab's save of the draft on screen (merged into the store as it lands) is shown here
  // too, so that this tab's next edit builds on it instead of saving over it.
  useEffect(() => {
    if (savedAt !== undefined) void actions.studioFollowSaved();
  }, [savedAt, actions]);

  // The address says what the studio opens (a share link `#s=…`, a draft `?draft=<id>`, else what
  // was on screen, else the draft last edited on this device): the route table opens it.

  // The draft being edited goes into the address (in place), so a reload or a copied address
  // reopens it. A link's scenario becomes a draft only at its first edit, and only then does the
  // link leave the address: until then nothing is saved, and a reload opens the link again.
  useEffect(() => {
    if (draftId === null) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('draft') === draftId && !url.hash) return;
    url.searchParams.set('draft', draftId);
    url.hash = '';
    replaceAddress(url.pathname + url.search);
  }, [draftId]);

  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    const f = e.dataTransfer.files[0];
    if (f) await actions.studioImport(await f.text(), f.name);
  };

  return (
    <article
      className={`studio${dropping ? ' studio-dropping' : ''}`}
      data-testid="studio-page"
      onDragOver={(e) => {
        e.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(e) => void onDrop(e)}
    >
      <h2>{t('studio.title')}</h2>
      <StudioToolbar />
      {notice && (
        <div
          className={noticeInfo ? 'studio-notice studio-notice-info' : 'studio-notice'}
          role={noticeInfo ? 'status' : 'alert'}
          data-testid="studio-notice"
        >
          <p>{notice}</p>
          <button type="button" onClick={() => actions.studioSetNotice(null)}>
            {t('studio.dismiss')}
          </button>
        </div>
      )}
      {textBroken && (
        <p className="studio-waiting" role="status" data-testid="studio-waiting">
          {t('studio.build.waiting')}
        </p>
      )}
      <div className="studio-grid">
        {/* While the YAML does not read, an edit on the lanes would write over it: they wait. */}
        <section
          className="studio-build"
          aria-label={t('studio.section.build')}
          inert={textBroken}
          data-waiting={textBroken}
        >
          <LaneEditor />
          <div className="studio-forms">
            <StepForm />
            <ScenarioForm />
          </div>
          <SqlPane />
        </section>
        <section className="studio-text" aria-label={t('studio.section.text')}>
          <YamlPane />
          <DraftList />
        </section>
        <section className="studio-player" aria-label={t('studio.section.player')}>
          <PlayerView accepts={(s) => s.kind === 'studio'} />
        </section>
      </div>
    </article>
  );
}
