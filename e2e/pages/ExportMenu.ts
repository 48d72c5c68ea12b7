// Page object for the player's "Export figure" menu (SVG, PNG, GIF), its progress and messages,
// and for reading the exported SVG in the page's own XML parser.
import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

export type ExportFormat = 'svg' | 'png' | 'gif';

export interface ExportedFile {
  name: string;
  bytes: Buffer;
}

/** What the page's DOMParser makes of an exported SVG. */
export interface SvgFacts {
  parseError: boolean;
  root: string;
  namespace: string | null;
  width: number;
  height: number;
  viewBox: string | null;
  foreignObjects: number;
  /** The fill of the first <rect> of the root: the background. */
  background: string | null;
  /** Each <text>'s whole text, whitespace collapsed. */
  texts: string[];
}

/** The modules of the export's own chunks (each format's entry). */
export const EXPORT_CHUNK = /\/assets\/(svgExport|pngExport|gifExport)-[^/]*\.js$/;

export class ExportMenu {
  readonly button: Locator;
  readonly list: Locator;
  readonly progress: Locator;
  readonly cancel: Locator;
  readonly status: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('export-menu');
    this.list = page.getByTestId('export').getByRole('menu');
    this.progress = page.getByTestId('export-progress');
    this.cancel = page.getByTestId('export-cancel');
    this.status = page.getByTestId('export-status');
    this.error = page.getByTestId('export-error');
  }

  item(format: ExportFormat): Locator {
    return this.page.getByTestId(`export-${format}`);
  }

  /** Opens the menu and chooses a format (the menu loads its code). */
  async choose(format: ExportFormat): Promise<void> {
    await this.button.click();
    await expect(this.list).toBeVisible();
    await this.item(format).click();
  }

  /** Chooses a format and returns the file the browser downloaded. */
  async download(format: ExportFormat, timeout = 60_000): Promise<ExportedFile> {
    const downloading = this.page.waitForEvent('download', { timeout });
    await this.choose(format);
    const download = await downloading;
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  /** The export chunks the page has fetched so far (by their resource timing entries). */
  async chunksLoaded(): Promise<string[]> {
    const names = await this.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    return names
      .map((n) => EXPORT_CHUNK.exec(new URL(n).pathname)?.[1] ?? null)
      .filter((n): n is string => n !== null);
  }

  /** Parses an exported SVG with the browser's XML parser and reports what is in it. */
  async readSvg(text: string): Promise<SvgFacts> {
    return this.page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
      const root = doc.documentElement;
      const firstRect = [...root.children].find((c) => c.localName === 'rect');
      return {
        parseError: doc.getElementsByTagName('parsererror').length > 0,
        root: root.localName,
        namespace: root.namespaceURI,
        width: Number(root.getAttribute('width')),
        height: Number(root.getAttribute('height')),
        viewBox: root.getAttribute('viewBox'),
        foreignObjects: doc.getElementsByTagName('foreignObject').length,
        background: firstRect?.getAttribute('fill') ?? null,
        texts: [...doc.getElementsByTagName('text')].map((t) =>
          (t.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      };
    }, text);
  }
}
