// Waits shared by the page objects.

/**
 * How long to wait for what a page's first run or check shows: it starts an SQL worker and
 * sql.js, which under the load of the whole suite on CI can pass Playwright's default 5 s. Every
 * first engine start in the suite is given 20 s.
 */
export const FIRST_RUN = { timeout: 20_000 } as const;
