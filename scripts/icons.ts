// `npx tsx scripts/icons.ts`: draws FenceLab's app icons (scripts/appIcon.ts) into public/, where
// the web app manifest (vite.config.ts) and index.html find them. Run it again after changing the
// drawing, and commit the PNG files it writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICONS, drawIcon, encodePng } from './appIcon';

const PUBLIC = join(import.meta.dirname, '..', 'public');

for (const { file, size, kind } of APP_ICONS) {
  const png = encodePng(size, size, drawIcon(size, kind));
  writeFileSync(join(PUBLIC, file), png);
  console.log(`public/${file}: ${size}×${size} ${kind}, ${png.length} bytes`);
}
