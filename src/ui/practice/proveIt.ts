// "Prove it": the address of the scenario that demonstrates a key point — an example in the
// playground, or a lesson's timeline on its lesson page. A plain link: the page it opens reads it,
// and the key point it proves (ProofBanner says so there, with a link back to the question).
import { parseScenarioRef } from '../../content/practice/questionRounds';
import { t } from '../../i18n/i18n';
import { lessonHref } from '../lesson/lessonAddress';
import { exampleHref } from '../navigation/routes';
import { withProof, type Proof } from './practiceAddress';

/** Where a key point's reference opens (the address, with the proof), and a short description. */
export function proveItTarget(ref: string, proof: Proof): { href: string; where: string } {
  const r = parseScenarioRef(ref);
  return r.kind === 'example'
    ? {
        href: withProof(exampleHref(r.name), proof),
        where: t('practice.proveIt.example', { name: r.name }),
      }
    : {
        href: withProof(lessonHref(r.lesson, { timeline: r.scenario, mine: false }), proof),
        where: t('practice.proveIt.lesson', { lesson: r.lesson, timeline: r.scenario }),
      };
}
