// `npm run size`: the gzip size of the JavaScript the first page loads (target: 250 KB or less).
import { bundleSize } from './bench/bundleSize';
import { formatFigure } from './bench/measure';

const MAX_KB = 250;
for (const f of await bundleSize()(new Map())) {
  console.log(formatFigure(f));
  console.log(`target_${f.name}: <= ${MAX_KB} KB (${f.value <= MAX_KB ? 'met' : 'missed'})`);
}
