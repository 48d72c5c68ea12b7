// "Prove it": the address of the scenario that demonstrates a key point — an example in the
// playground, or a lesson's timeline on its lesson page. A plain link: the page it opens reads it.
import { parseScenarioRef } from '../../content/practice/question';
import { t } from '../../i18n/i18n';
import { lessonHref } from '../lesson/lessonAddress';
import { exampleHref } from '../navigation/routes';

/** Where a reference opens: the address, and a short description for the link. */
export function proveItTarget(ref: string): { href: string; where: string } {
  const r = parseScenarioRef(ref);
  return r.kind === 'example'
    ? { href: exampleHref(r.name), where: t('practice.proveIt.example', { name: r.name }) }
    : {
        href: lessonHref(r.lesson, { timeline: r.scenario, mine: false }),
        where: t('practice.proveIt.lesson', { lesson: r.lesson, timeline: r.scenario }),
      };
}
