// Types for chromiumPath.mjs, which plain Node runs before any TypeScript tooling.
export declare const SYSTEM_CHROMIUM: string;

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

export declare function findChromium(): FoundChromium | null;
