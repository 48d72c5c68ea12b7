// FenceLab's app icon drawn without any image library: the fence of public/favicon.svg on its blue
// tile, rasterized with 4×4 samples a pixel and written as a PNG with node's zlib alone.
// scripts/icons.ts writes the files; this module only computes bytes.
import { crc32, deflateSync } from 'node:zlib';

/** A point in the favicon's 32×32 viewBox. */
type Point = readonly [number, number];

/** The tile's colour (the accent of src/app/tokens.css, as in favicon.svg) and the fence's. */
const TILE: readonly [number, number, number] = [0x0b, 0x5c, 0xad];
const FENCE: readonly [number, number, number] = [0xff, 0xff, 0xff];

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/** The fence of favicon.svg, shape for shape: three pointed pickets and two rails. */
const FENCE_SHAPES: readonly Point[][] = [
  [
    [6, 10],
    [8.5, 7],
    [11, 10],
    [11, 26],
    [6, 26],
  ],
  [
    [13.5, 10],
    [16, 7],
    [18.5, 10],
    [18.5, 26],
    [13.5, 26],
  ],
  [
    [21, 10],
    [23.5, 7],
    [26, 10],
    [26, 26],
    [21, 26],
  ],
  rect(4, 13, 24, 2.5),
  rect(4, 20, 24, 2.5),
];

/** The middle of the fence's box (x 4–28, y 7–26): a maskable icon scales the fence about it. */
const FENCE_CENTRE: Point = [16, 16.5];

export type IconKind =
  /** As the favicon: a tile with rounded corners on a transparent square. */
  | 'any'
  /**
   * Full bleed, for launchers that cut their own shape: the tile fills the square and the fence
   * shrinks into the middle 80% circle every mask keeps (the "safe zone").
   */
  | 'maskable';

/** The fence's scale in a maskable icon: its box's diagonal (30.6 units) inside 0.8 × 32 = 25.6. */
const MASKABLE_SCALE = 0.72;
const SAMPLES = 4;

function insidePolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the 32×32 tile with corners of radius `r` (the favicon's rx is 6). */
function insideTile([x, y]: Point, r: number): boolean {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The icon as RGBA pixels, `size` × `size`, row by row (not premultiplied). */
export function drawIcon(size: number, kind: IconKind): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const radius = kind === 'any' ? 6 : 0;
  const scale = kind === 'any' ? 1 : MASKABLE_SCALE;
  // A point of the icon, seen in the unscaled fence's coordinates.
  const toFence = ([x, y]: Point): Point =>
    kind === 'any'
      ? [x, y]
      : [FENCE_CENTRE[0] + (x - 16) / scale, FENCE_CENTRE[1] + (y - 16) / scale];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let fence = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const p: Point = [
            ((px + (sx + 0.5) / SAMPLES) * 32) / size,
            ((py + (sy + 0.5) / SAMPLES) * 32) / size,
          ];
          if (!insideTile(p, radius)) continue;
          tile++;
          const f = toFence(p);
          if (FENCE_SHAPES.some((shape) => insidePolygon(f, shape))) fence++;
        }
      }
      const at = (py * size + px) * 4;
      if (tile === 0) continue;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.round(
          ((FENCE[c] ?? 0) * fence + (TILE[c] ?? 0) * (tile - fence)) / tile,
        );
      pixels[at + 3] = Math.round((255 * tile) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG file of RGBA pixels: 8 bits a channel, no interlace, every row unfiltered. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), deflate, filter 0, no interlace
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    rows[row] = 0; // filter: none
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), row + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The icons the web app manifest (vite.config.ts) and index.html name, by file in public/. */
export const APP_ICONS: readonly { file: string; size: number; kind: IconKind }[] = [
  { file: 'pwa-192x192.png', size: 192, kind: 'any' },
  { file: 'pwa-512x512.png', size: 512, kind: 'any' },
  { file: 'maskable-icon-512x512.png', size: 512, kind: 'maskable' },
  // iOS rounds the corners of a home-screen icon itself, so it gets the full-bleed one.
  { file: 'apple-touch-icon-180x180.png', size: 180, kind: 'maskable' },
];
