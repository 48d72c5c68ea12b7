import { captionAt, STORY } from '../../content/story';
import { useActions } from '../../state/useAppStore';
import { exampleHref } from '../navigation/routes';
import { Link } from '../Link';
import { StoryWaysOn } from './StoryWaysOn';

interface Props {
  /** The step being told; -1 before the first. */
  step: number;
  /** The run is on screen, so the playhead can move. */
  ready: boolean;
}

/** One frame of the story: where it is, its caption, Back and Next, and the way to the workbench. */
export function StoryFrame({ step, ready }: Props) {
  const { stepBack, stepForward } = useActions();
  const caption = captionAt(step);
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
          {first ? `Before step 1 of ${steps}` : `Step ${caption.step + 1} of ${steps}`}
        </p>
        <h3 id="story-caption-title">{caption.title}</h3>
        <p className="story-text">{caption.text}</p>
        {last && <StoryWaysOn />}
      </section>
      <div className="story-controls" role="group" aria-label="Story">
        <button
          type="button"
          className="story-button"
          aria-disabled={back}
          onClick={() => !back && stepBack()}
          title="Back (←)"
        >
          ← Back
        </button>
        <button
          type="button"
          className="story-button story-next"
          aria-disabled={next}
          onClick={() => !next && stepForward()}
          title="Next (→)"
        >
          Next →
        </button>
        <span className="story-keys" aria-hidden="true">
          or press ← →
        </span>
        <Link
          to={exampleHref(STORY.example, caption.step)}
          className="story-workbench"
          data-testid="story-workbench"
        >
          Open the workbench
        </Link>
      </div>
    </>
  );
}
