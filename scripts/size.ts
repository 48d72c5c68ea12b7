// `npm run size`: the gzip size of every JavaScript file a real first visit to `/` and to a lesson
// fetches in headless Chromium (target: 300 KB or less each); the same figures as `npm run bench`.
import { firstVisitBench } from './bench/firstVisit';
import { formatFigure } from './bench/measure';

const MAX_KB = 300;
for (const f of await firstVisitBench()(new Map())) {
  console.log(formatFigure(f));
  console.log(`target_${f.name}: <= ${MAX_KB} KB (${f.value <= MAX_KB ? 'met' : 'missed'})`);
}
