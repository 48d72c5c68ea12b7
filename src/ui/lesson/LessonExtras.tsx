import type { Lesson } from '../../content/lesson';
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
      <section aria-labelledby="followups-heading">
        <h3 id="followups-heading">Follow-up questions</h3>
        <FollowUps items={lesson.followUps} />
      </section>
      <section aria-labelledby="transfer-heading">
        <h3 id="transfer-heading">The condition changes: what still holds?</h3>
        <dl className="transfer">
          {lesson.transfer.map((t, k) => (
            <div key={k}>
              <dt>
                <Markdown source={t.case} />
              </dt>
              <dd>
                <details>
                  <summary>What holds</summary>
                  <Markdown source={t.holds} />
                </details>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="pitfalls-heading">
        <h3 id="pitfalls-heading">Pitfalls</h3>
        <ul className="pitfalls">
          {lesson.pitfalls.map((p, k) => (
            <li key={k}>
              <strong>{p.title}.</strong> <Markdown source={p.body} className="inline-prose" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="selfcheck-heading">
        <h3 id="selfcheck-heading">Self-check</h3>
        {(['basic', 'solid', 'senior'] as const).map((level) => (
          <div key={level} className="self-check">
            <h4>{level === 'basic' ? 'Basic' : level === 'solid' ? 'Solid' : 'Senior signals'}</h4>
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
