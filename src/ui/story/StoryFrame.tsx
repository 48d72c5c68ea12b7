import { captionAt, STORY } from '../../content/lessons/story';
import type { CaptionWords } from '../../content/lessons/story.zh-CN';
import { t } from '../../i18n/i18n';
import { useActions } from '../../state/useAppStore';
import { exampleHref } from '../navigation/routes';
import { Link } from '../Link';
import { captionWords } from './storyWords';

interface Props {
  /** The step being told; -1 before the first. */
  step: number;
  /** The run is on screen, so the playhead can move. */
  ready: boolean;
  /** The captions' words in the page's language; null for story.ts's own (English). */
  words: readonly CaptionWords[] | null;
}

/** One frame of the story: where it is, its caption, Back and Next, and the way to the workbench. */
export function StoryFrame({ step, ready, words }: Props) {
  const { stepBack, stepForward } = useActions();
  const caption = captionAt(step);
  const { title, text } = captionWords(caption, words);
  const frames = STORY.captions.length;
  const steps = frames - 1;
  const first = caption.step < 0;
  const last = caption.step === steps - 1;
  // aria-disabled rather than disabled: a button that stops being focusable drops the focus.
  const back = !ready || first;
  const next = !ready || last;
  return (
    <>
      <section
        className="story-frame"
        aria-live="polite"
        aria-labelledby="story-caption-title"
        data-testid="story-caption"
        data-step={caption.step}
      >
        <p className="story-position" data-testid="story-position">
          {first
            ? t('story.position.before', { n: 1, total: steps })
            : t('story.position.step', { n: caption.step + 1, total: steps })}
        </p>
        <h3 id="story-caption-title">{title}</h3>
        <p className="story-text">{text}</p>
      </section>
      <div className="story-controls" role="group" aria-label={t('story.controls')}>
        <button
          type="button"
          className="story-button"
          aria-disabled={back}
          onClick={() => !back && stepBack()}
          title={t('story.back.title')}
        >
          {t('story.back')}
        </button>
        <button
          type="button"
          className="story-button story-next"
          aria-disabled={next}
          onClick={() => !next && stepForward()}
          title={t('story.next.title')}
        >
          {t('story.next')}
        </button>
        <span className="story-keys" aria-hidden="true">
          {t('story.keys')}
        </span>
        <Link
          to={exampleHref(STORY.example, caption.step)}
          className="story-workbench"
          data-testid="story-workbench"
        >
          {t('story.workbench')}
        </Link>
      </div>
    </>
  );
}
