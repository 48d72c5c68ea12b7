import type { Lesson } from '../../content/lessons/lesson';
import { sentenceGap, t } from '../../i18n/i18n';
import { FollowUps } from './FollowUps';
import { Markdown } from './Markdown';
import { References } from './References';

interface Props {
  lesson: Lesson;
}

/** After the exercise: follow-ups, transfer cases, pitfalls, the self-check and the references. */
export function LessonExtras({ lesson }: Props) {
  return (
    <>
      <section aria-labelledby="followups-heading" data-scroll-anchor="followups">
        <h3 id="followups-heading">{t('lesson.extras.followUps')}</h3>
        <FollowUps items={lesson.followUps} />
      </section>
      <section aria-labelledby="transfer-heading" data-scroll-anchor="transfer">
        <h3 id="transfer-heading">{t('lesson.extras.transfer')}</h3>
        <dl className="transfer">
          {lesson.transfer.map((tr, k) => (
            <div key={k}>
              <dt>
                <Markdown source={tr.case} />
              </dt>
              <dd>
                <details>
                  <summary>{t('lesson.extras.whatHolds')}</summary>
                  <Markdown source={tr.holds} />
                </details>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="pitfalls-heading" data-scroll-anchor="pitfalls">
        <h3 id="pitfalls-heading">{t('lesson.extras.pitfalls')}</h3>
        <ul className="pitfalls">
          {lesson.pitfalls.map((p, k) => (
            <li key={k}>
              <strong>{t('lesson.extras.pitfallTitle', { title: p.title })}</strong>
              {sentenceGap()}
              <Markdown source={p.body} className="inline-prose" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="selfcheck-heading" data-scroll-anchor="selfcheck">
        <h3 id="selfcheck-heading">{t('lesson.extras.selfCheck')}</h3>
        {(['basic', 'solid', 'senior'] as const).map((level) => (
          <div key={level} className="self-check">
            <h4>{t(`lesson.extras.${level}`)}</h4>
            <ul>
              {lesson.selfCheck[level].map((s, k) => (
                <li key={k}>{s}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <References items={lesson.references} headingId="references-heading" />
    </>
  );
}
