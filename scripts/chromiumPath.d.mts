// Types for chromiumPath.mjs, which plain Node runs before any TypeScript tooling.
export declare const SYSTEM_CHROMIUM: string;
export declare const HEADLESS_SHELL: string;

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'headless shell' | 'system' | 'playwright';
}

export interface Lookup {
  headed?: boolean;
  exists?: (path: string) => boolean;
}

export declare function findChromium(options?: Pick<Lookup, 'exists'>): FoundChromium | null;
export declare function findTestChromium(options?: Lookup): FoundChromium | null;
export declare function headedRun(argv?: readonly string[]): boolean;
export declare function e2eChromium(): string;
