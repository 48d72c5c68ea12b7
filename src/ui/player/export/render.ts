// Drawing an exported SVG onto a canvas (for the PNG and the GIF's frames), measuring caption
// text, and saving a file. An SVG without foreignObject, loaded from a blob: URL of our own,
// leaves the canvas readable (the CSP allows img-src blob:).
import { downloadBlob } from '../../download';
import { t } from '../../../i18n/i18n';
import type { Measure } from './captionLayout';
import { ExportError, type ExportResult } from './job';

/** Loads the markup as an image, at its own size. */
async function loadSvg(markup: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    const loaded = new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new ExportError(t('player.export.error.image')));
    });
    img.src = url;
    await loaded;
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A canvas `scale` times the figure's size, with the figure drawn on it (vector-sharp). */
export async function svgToCanvas(
  markup: string,
  width: number,
  height: number,
  scale: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): Promise<HTMLCanvasElement> {
  const img = await loadSvg(markup);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new ExportError(t('player.export.error.image'));
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The canvas as a PNG file's bytes. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ExportError(t('player.export.error.image')))),
      'image/png',
    ),
  );
}

/**
 * Measures text as the page's fonts draw it. A little wider than measured: another machine (or
 * Inkscape) may set the same stack in a wider font, and a wrapped line must still fit.
 */
export function canvasMeasure(): Measure {
  const ctx = document.createElement('canvas').getContext('2d');
  return (text, block) => {
    if (!ctx) return [...text].length * block.size * 0.6;
    ctx.font = `${block.italic ? 'italic ' : ''}${block.bold ? 700 : 400} ${block.size}px ${block.family}`;
    return ctx.measureText(text).width * 1.05;
  };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, name }: ExportResult): void {
  downloadBlob(name, blob);
}
