import { describe, expect, it } from 'vitest';
import { caseClashes, filesUnder } from './caseClashes';

describe('paths a case-insensitive file system cannot tell apart', () => {
  it('finds two files equal but for case', () => {
    expect(caseClashes(['docs/Notes.md', 'docs/notes.md', 'docs/other.md'])).toEqual([
      'docs/Notes.md ⇔ docs/notes.md',
    ]);
  });

  it('finds two modules one extensionless import would name', () => {
    expect(
      caseClashes(['ui/TimelineText.tsx', 'ui/timelineText.ts', 'ui/a/Menu.tsx', 'ui/a/menu.d.ts']),
    ).toEqual(['ui/a/Menu.tsx ⇔ ui/a/menu.d.ts', 'ui/TimelineText.tsx ⇔ ui/timelineText.ts']);
  });

  it('lets a component and its stylesheet share a name, as imports name the .css in full', () => {
    expect(caseClashes(['app/App.tsx', 'app/app.css', 'ui/x.ts', 'ui/x.test.ts'])).toEqual([]);
  });

  it('finds none in this repository', () => {
    expect(caseClashes(filesUnder('.'))).toEqual([]);
  });
});
