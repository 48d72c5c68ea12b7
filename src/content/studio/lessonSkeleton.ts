// A lesson around a studio scenario: the lesson format with every piece of prose left as a
// `[TODO]` placeholder. The checker refuses a lesson with a placeholder left (see lessonCheck.ts),
// so a skeleton dropped into lessons/ fails until its author has filled it in.
import { Document, isScalar, Scalar, visit, type YAMLMap } from 'yaml';
import { isSqlAction, REFERENCE_SQL } from '../../engine/referenceSql';
import type { Scenario } from '../../engine/types';
import { PLACEHOLDER } from './placeholder';

/** A title's 32-bit FNV-1a hash in base 36: the same title, the same few letters. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) h = Math.imul(h ^ unit, 0x01000193) >>> 0;
  return h.toString(36);
}

/**
 * A kebab-case id from a title ("A stale worker!" → "a-stale-worker"). A lesson id is ASCII, so a
 * title with no ASCII letter or digit (a Chinese one) gets `lesson-<its hash>`: two such lessons
 * exported do not collide as one `new-lesson`.
 */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  if (slug) return slug;
  return /[\p{L}\p{N}]/u.test(title) ? `lesson-${shortHash(title.trim())}` : 'new-lesson';
}

/** The action the learner edits: the scenario's own SQL first, else its commit, else its first write. */
export function editedAction(s: Scenario): string {
  const used = s.steps.map((st) => st.do).filter((d) => d !== 'pause' && d !== 'crash');
  const own = Object.keys(s.sql).find((a) => used.includes(a));
  if (own) return own;
  for (const a of ['commit', 'write', 'renew', 'claim']) if (used.includes(a)) return a;
  return used[0] ?? 'commit';
}

function scenarioData(s: Scenario): Record<string, unknown> {
  const out: Record<string, unknown> = { title: s.title, ttl: s.ttl, job: s.job };
  if (Object.keys(s.clockSkew).length > 0) out.clockSkew = s.clockSkew;
  if (s.schema !== undefined) out.schema = s.schema;
  if (Object.keys(s.sql).length > 0) out.sql = s.sql;
  out.steps = s.steps.map((st) => {
    const step: Record<string, unknown> = { at: st.at, worker: st.actor, do: st.do };
    if (st.until !== undefined) step.until = st.until;
    if (st.expect !== undefined) step.expect = st.expect;
    if (st.payload !== undefined) step.payload = st.payload;
    if (st.key !== undefined) step.key = st.key;
    if (st.note !== undefined) step.note = st.note;
    return step;
  });
  return out;
}

/**
 * Lesson YAML around a scenario. The solution is the SQL the scenario runs now (its recorded
 * expects are what that SQL does); the starter is the same SQL under a placeholder comment, so
 * the checker also says "the starter already passes" until the author writes a broken one.
 */
export function lessonSkeleton(s: Scenario, order = 99): string {
  const todo = (what: string) => `${PLACEHOLDER} ${what}`;
  const action = editedAction(s);
  const own = Object.hasOwn(s.sql, action) ? s.sql[action] : undefined;
  const sql = own ?? (isSqlAction(action) ? `${REFERENCE_SQL[action]}\n` : '');
  const id = slugOf(s.title);
  const data = {
    id,
    title: s.title,
    order,
    prerequisites: [],
    summary: todo('one paragraph: what the learner will see and why it matters.'),
    sections: [{ heading: todo('a heading'), body: todo('the idea, with the SQL that matters.') }],
    scenarios: [
      { id: 'main', caption: todo('one line under the timeline.'), scenario: scenarioData(s) },
    ],
    predict: {
      scenario: 'main',
      prompt: todo('ask the learner to mark each write accepted or rejected before playing.'),
    },
    exercise: {
      scenario: 'main',
      prompt: todo(`what is wrong with the ${action} and what to change.`),
      edit: [action],
      starter: {
        [action]: `-- ${todo('a starter that fails some expect: (this one is the solution).')}\n${sql}`,
      },
      solution: { [action]: sql },
      variants: [],
      wrongAnswers: [],
      equivalent: [],
      hints: [todo('a first nudge.'), todo('a stronger hint.')],
      explanation: todo('why the solution works.'),
    },
    followUps: [
      { question: todo('a question an interviewer would ask next.'), answer: todo('its answer.') },
    ],
    transfer: [
      {
        case: todo('another system with the same problem.'),
        holds: todo('whether the fix carries over.'),
      },
    ],
    pitfalls: [{ title: todo('a common mistake.'), body: todo('why it fails.') }],
    selfCheck: {
      basic: [todo('what a beginner can say.')],
      solid: [todo('what a solid answer adds.')],
      senior: [todo('what a senior answer adds.')],
    },
    references: [
      {
        title: todo('the title of a source the lesson relies on.'),
        // A valid https address, so that only the placeholder check speaks until it is replaced.
        url: `https://example.org/${PLACEHOLDER}-the-source`,
        supports: todo('the claim of the lesson that this source backs.'),
      },
    ],
  };
  const doc = new Document(data);
  const exercise = doc.get('exercise', true) as YAMLMap;
  const variants = exercise.items.find((p) => isScalar(p.key) && p.key.value === 'variants');
  if (variants && isScalar(variants.key))
    variants.key.commentBefore =
      ' lessons:check derives plausible wrong answers from the solution (each WHERE condition\n' +
      ' dropped, each comparison weakened, :token or :now swapped) and each must fail a timeline:\n' +
      ' add variants that show why each condition matters, or list a harmless one under\n' +
      ' equivalent: { action, mutant, why }. wrongAnswers: { sql, says } shows a learner why theirs fails.';
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.includes('\n'))
        node.type = Scalar.BLOCK_LITERAL;
    },
  });
  return doc.toString({ lineWidth: 0 });
}
