// Reading exported images in Node, from their bytes: a PNG's size from its IHDR chunk, and a GIF's
// screen size, frames, delays and looping by walking its blocks (GIF89a: header, logical screen
// descriptor, colour tables, extensions and image descriptors, each image's LZW sub-blocks).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's IHDR chunk gives (the first chunk, right after the signature). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  PNG_SIGNATURE.forEach((b, k) => {
    if (bytes[k] !== b) throw new Error(`not a PNG: byte ${k} is ${bytes[k]}`);
  });
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('the first chunk is not IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface GifFacts {
  version: string;
  width: number;
  height: number;
  /** Image descriptors (0x2C), one per frame. */
  frames: number;
  /** Each frame's delay from its graphic control extension, in hundredths of a second. */
  delays: number[];
  /** A NETSCAPE2.0 application extension: the animation loops. */
  loops: boolean;
  /** A trailer (0x3B) ends the file. */
  complete: boolean;
}

/** The size of a colour table whose flag is set in `packed`, else 0. */
function tableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** Walks a GIF's blocks and counts what it holds; throws on a block it does not know. */
export function gifFacts(bytes: Buffer): GifFacts {
  const version = bytes.toString('latin1', 0, 6);
  if (version !== 'GIF89a' && version !== 'GIF87a') throw new Error(`not a GIF: ${version}`);
  const facts: GifFacts = {
    version,
    width: bytes.readUInt16LE(6),
    height: bytes.readUInt16LE(8),
    frames: 0,
    delays: [],
    loops: false,
    complete: false,
  };
  let p = 13 + tableSize(bytes[10] ?? 0);
  /** Skips data sub-blocks (a size byte, then that many bytes) up to the zero-size terminator. */
  const skipSubBlocks = () => {
    while (p < bytes.length && bytes[p] !== 0) p += (bytes[p] ?? 0) + 1;
    p += 1;
  };
  while (p < bytes.length) {
    const introducer = bytes[p];
    if (introducer === 0x3b) {
      facts.complete = true;
      break;
    }
    if (introducer === 0x21) {
      const label = bytes[p + 1];
      p += 2;
      if (label === 0xf9) facts.delays.push(bytes.readUInt16LE(p + 2));
      if (label === 0xff && bytes.toString('latin1', p + 1, p + 12) === 'NETSCAPE2.0')
        facts.loops = true;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      facts.frames++;
      const packed = bytes[p + 9] ?? 0;
      p += 10 + tableSize(packed);
      p += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`unknown GIF block 0x${(introducer ?? 0).toString(16)} at byte ${p}`);
    }
  }
  return facts;
}
