// The figure of the step at the playhead as an SVG file: loaded only when the learner asks for it.
import { figureSvg } from './figure';
import type { ExportJob, ExportResult } from './job';
import { figureName } from './names';
import { canvasMeasure } from './render';
import { takeSnapshot } from './snapshot';

export { saveFile } from './render';

export function exportFigure(job: ExportJob): Promise<ExportResult> {
  const snapshot = takeSnapshot(job.scope);
  const { markup } = figureSvg(snapshot, canvasMeasure());
  return Promise.resolve({
    blob: new Blob([markup], { type: 'image/svg+xml' }),
    name: figureName(job.title, snapshot.step, 'svg'),
  });
}
