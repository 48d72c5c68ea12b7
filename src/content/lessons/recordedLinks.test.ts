import { describe, expect, it } from 'vitest';
import { lessonOfRecording, recordingsLinked } from './recordedLinks';

describe('the recordings a lesson links to', () => {
  it('are found anywhere in its text, once each, sorted', () => {
    const lesson = {
      sections: [
        { body: 'See [a](/recorded/skip-locked-queue) and [b](/recorded/for-update-waits).' },
      ],
      followUps: [{ answer: 'Again: /recorded/skip-locked-queue, and [x](/?scenario=seed-demo).' }],
    };
    expect(recordingsLinked(lesson)).toEqual(['for-update-waits', 'skip-locked-queue']);
    expect(recordingsLinked({ sections: [] })).toEqual([]);
  });

  it('name the first lesson, by order, that links to a recording', () => {
    const lessons = [
      { id: 'l13', order: 13, recordings: ['skip-locked-queue', 'cancel-request-race'] },
      { id: 'l9', order: 9, recordings: ['cancel-request-race'] },
    ];
    expect(lessonOfRecording(lessons, 'cancel-request-race')?.id).toBe('l9');
    expect(lessonOfRecording(lessons, 'skip-locked-queue')?.id).toBe('l13');
    expect(lessonOfRecording(lessons, 'nowhere')).toBeNull();
  });
});
