import type { Question } from '../../content/practice/question';
import { sentenceGap, t } from '../../i18n/i18n';
import { mockPlan } from '../../state/practicePlan';
import { useAppStore } from '../../state/useAppStore';
import { canRecord } from './AudioRecorder';
import { formatDuration } from '../../content/practice/duration';

interface Props {
  questions: Question[];
  count: number;
  followUps: number;
}

/** How many answers an interview of `count` questions can have: the fewest and the most. */
export function answerRange(questions: Question[], count: number, followUps: number) {
  const sizes = questions
    .map((q) => mockPlan(questions, [q.id], followUps).length)
    .sort((a, b) => a - b);
  const n = Math.min(count, sizes.length);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { min: sum(sizes.slice(0, n)), max: sum(sizes.slice(sizes.length - n)) };
}

/**
 * What the interview will be, before it starts, from the settings as they stand: the questions and
 * follow-ups, the time for each answer, what happens to a recording, and how it ends.
 */
export function MockPlanNote({ questions, count, followUps }: Props) {
  const timer = useAppStore((s) => s.practice.timer);
  const { min, max } = answerRange(questions, count, followUps);
  return (
    <section className="mock-plan" data-testid="mock-plan" aria-labelledby="mock-plan-heading">
      <h3 id="mock-plan-heading">{t('practice.mock.plan.heading')}</h3>
      <ul>
        <li data-testid="mock-plan-questions">
          {t('practice.mock.plan.questions', { count, bank: questions.length, followUps })}
          {sentenceGap()}
          {min === max
            ? t('practice.mock.plan.answers', { n: min })
            : t('practice.mock.plan.answerRange', { min, max })}
        </li>
        <li data-testid="mock-plan-timer">
          {timer.on
            ? t('practice.mock.plan.timer', { time: formatDuration(timer.seconds * 1000) })
            : t('practice.mock.plan.noTimer')}
        </li>
        <li>{t('practice.mock.plan.each')}</li>
        <li data-testid="mock-plan-audio">
          {t(canRecord() ? 'practice.mock.plan.audio' : 'practice.mock.plan.noAudio')}
        </li>
        <li data-testid="mock-plan-end">{t('practice.mock.plan.end')}</li>
      </ul>
    </section>
  );
}
