import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawIcon, encodePng, PNG_SIGNATURE } from './appIcon';

const pixel = (rgba: Uint8Array, size: number, x: number, y: number) =>
  Array.from(rgba.subarray((y * size + x) * 4, (y * size + x) * 4 + 4));

const BLUE = [0x0b, 0x5c, 0xad, 255];
const WHITE = [255, 255, 255, 255];

/** The chunks of a PNG file, each CRC checked. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

describe('the app icon', () => {
  it('is the favicon’s tile: transparent corners, blue tile, white pickets and rails', () => {
    const icon = drawIcon(32, 'any');
    expect(pixel(icon, 32, 0, 0)[3]).toBe(0);
    expect(pixel(icon, 32, 31, 31)[3]).toBe(0);
    expect(pixel(icon, 32, 16, 2)).toEqual(BLUE);
    // The middle picket (x 13.5–18.5) below its point, and a rail left of the first picket.
    expect(pixel(icon, 32, 15, 18)).toEqual(WHITE);
    expect(pixel(icon, 32, 4, 13)).toEqual(WHITE);
    // Between two pickets, between the rails.
    expect(pixel(icon, 32, 12, 17)).toEqual(BLUE);
  });

  it('as a maskable icon fills the square and keeps the fence in the middle 80% circle', () => {
    const size = 64;
    const icon = drawIcon(size, 'maskable');
    expect(pixel(icon, size, 0, 0)).toEqual(BLUE);
    expect(pixel(icon, size, size - 1, size - 1)).toEqual(BLUE);
    let white = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const [r, g] = pixel(icon, size, x, y);
        if (r === BLUE[0] && g === BLUE[1]) continue;
        white++;
        const d = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
        expect(d, `pixel ${x},${y}`).toBeLessThanOrEqual(0.4 * size);
      }
    expect(white).toBeGreaterThan(size * size * 0.1);
  });

  it('is written as a PNG that decodes to the very pixels drawn', () => {
    const size = 24;
    const rgba = drawIcon(size, 'any');
    const chunks = chunksOf(encodePng(size, size, rgba));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([
      size,
      size,
      8,
      6,
      0,
      0,
      0,
    ]);
    const rows = inflateSync(chunks[1]!.data);
    expect(rows.length).toBe(size * (1 + size * 4));
    for (let y = 0; y < size; y++) {
      const row = rows.subarray(y * (1 + size * 4), (y + 1) * (1 + size * 4));
      expect(row[0]).toBe(0);
      expect(row.subarray(1)).toEqual(Buffer.from(rgba.subarray(y * size * 4, (y + 1) * size * 4)));
    }
  });
});
