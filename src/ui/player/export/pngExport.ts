// The figure of the step at the playhead as a PNG at twice its size (sharp on slides and on
// high-density screens): the SVG export drawn on a canvas. Loaded only when asked for.
import { figureSvg } from './figure';
import type { ExportJob, ExportResult } from './job';
import { figureName } from './names';
import { canvasMeasure, canvasToPng, svgToCanvas } from './render';
import { takeSnapshot } from './snapshot';

export { saveFile } from './render';

/** Pixels of the PNG per pixel of the figure. */
export const PNG_SCALE = 2;

export async function exportFigure(job: ExportJob): Promise<ExportResult> {
  const snapshot = takeSnapshot(job.scope);
  const figure = figureSvg(snapshot, canvasMeasure());
  const canvas = await svgToCanvas(figure.markup, figure.width, figure.height, PNG_SCALE);
  return { blob: await canvasToPng(canvas), name: figureName(job.title, snapshot.step, 'png') };
}
