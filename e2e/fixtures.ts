// Every browser test's `test`: Playwright's, with one check after each test. A page that showed a
// message its language's groups had not loaded (the catalog is split by page: src/i18n/i18n.ts,
// scripts/messageGroups.ts) said so on the console; the test then fails, naming the keys.
import { expect, test as base } from '@playwright/test';
import { MISSING_MESSAGE } from '../src/i18n/i18n';

export const test = base.extend<{ loadedMessages: void }>({
  loadedMessages: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith(MISSING_MESSAGE)) missing.push(m.text());
      });
      await use();
      expect(missing, 'messages shown before they were loaded').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
