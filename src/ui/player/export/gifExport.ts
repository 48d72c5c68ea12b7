// The whole run as an animated GIF: one frame per step, each the figure of that step with its
// caption, looping. Loaded only when asked for (it brings the encoder, gifenc).
//
// How the frames are made: the store's playhead is moved to each step in turn and the timeline on
// screen is snapshotted, then put back where it was (also on cancel or error). This was chosen over
// rendering an offscreen copy of the timeline because the copy would need a second store or a
// second Timeline fed a fake playhead, and could drift from what the learner sees; seeking the
// real store walks through exactly the frames the player draws (its layout, theme, language and
// caption), and each snapshot waits until both the timeline and the caption say they show the
// step. The frames are then drawn and encoded with the page free between them.
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { t } from '../../../i18n/i18n';
import { captionHeight, figureSvg } from './figure';
import { checkCancelled, ExportError, type ExportJob, type ExportResult } from './job';
import { animationName } from './names';
import { canvasMeasure, svgToCanvas } from './render';
import { takeSnapshot, type Snapshot } from './snapshot';

export { saveFile } from './render';

/** How long each step shows, and the last one before the loop starts again. */
export const FRAME_MS = 1200;
export const LAST_FRAME_MS = 2400;
/** How long the timeline may take to show a step it was moved to. */
const SHOW_WITHIN_MS = 3000;
/** Work units per step: one to snapshot it, three to draw and encode its frame. */
const SNAP = 1;
const ENCODE = 3;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Moves the playhead to step `i` and waits until the timeline and the caption show it. */
async function showStep(job: ExportJob, i: number): Promise<void> {
  const deadline = performance.now() + SHOW_WITHIN_MS;
  for (;;) {
    checkCancelled(job.signal);
    if (!job.playhead.unchanged()) throw new ExportError(t('player.export.error.changed'));
    if (job.playhead.current() !== i) job.playhead.seek(i);
    await pause(16);
    const at = String(i);
    const box = job.scope.querySelector<HTMLElement>('[data-testid="timeline"]');
    const caption = job.scope.querySelector<HTMLElement>('[data-testid="caption"]');
    if (box?.dataset.step === at && (!caption || caption.dataset.step === at)) return;
    if (performance.now() > deadline)
      throw new ExportError(t('player.export.error.stuck', { n: i + 1 }));
  }
}

/** Every step's snapshot, the playhead put back where it was afterwards. */
async function snapshotSteps(
  job: ExportJob,
  progress: (units: number) => void,
): Promise<Snapshot[]> {
  const { playhead } = job;
  playhead.pause();
  const start = playhead.current();
  const snapshots: Snapshot[] = [];
  try {
    for (let i = 0; i < playhead.steps; i++) {
      await showStep(job, i);
      snapshots.push(takeSnapshot(job.scope));
      progress(SNAP);
    }
  } finally {
    if (playhead.unchanged()) playhead.seek(start);
  }
  return snapshots;
}

export async function exportFigure(job: ExportJob): Promise<ExportResult> {
  const n = job.playhead.steps;
  if (n === 0) throw new ExportError(t('player.export.error.noTimeline'));
  const total = n * (SNAP + ENCODE);
  let done = 0;
  const progress = (units: number) => job.onProgress((done += units), total);
  job.onProgress(0, total);
  const snapshots = await snapshotSteps(job, progress);

  // Every frame as large as the largest: the caption area fits the longest caption.
  const measure = canvasMeasure();
  const minCaption = Math.max(0, ...snapshots.map((s) => captionHeight(s, measure)));
  const width = Math.max(...snapshots.map((s) => s.width));
  const height = Math.max(...snapshots.map((s) => Math.ceil(s.height + minCaption)));
  const frame = document.createElement('canvas');
  frame.width = width;
  frame.height = height;
  const ctx = frame.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new ExportError(t('player.export.error.image'));
  const scratch = document.createElement('canvas');
  const gif = GIFEncoder();
  for (const [k, s] of snapshots.entries()) {
    checkCancelled(job.signal);
    const figure = figureSvg(s, measure, minCaption);
    await svgToCanvas(figure.markup, figure.width, figure.height, 1, scratch);
    ctx.fillStyle = s.background;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(scratch, 0, 0);
    const { data } = ctx.getImageData(0, 0, width, height);
    // A palette per frame: the timeline's flat colours, and the antialiasing between them.
    const palette = quantize(data, 256);
    gif.writeFrame(applyPalette(data, palette), width, height, {
      palette,
      delay: k === snapshots.length - 1 ? LAST_FRAME_MS : FRAME_MS,
      repeat: 0,
    });
    progress(ENCODE);
    // Let the page breathe (and the Cancel button be pressed) between frames.
    await pause(0);
  }
  checkCancelled(job.signal);
  gif.finish();
  return {
    blob: new Blob([gif.bytes()], { type: 'image/gif' }),
    name: animationName(job.title),
  };
}
