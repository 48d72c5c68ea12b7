import type { LessonStatus } from '../../content/progressFile';

export const STATUS_LABEL: Record<LessonStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  solved: 'Solved',
};
