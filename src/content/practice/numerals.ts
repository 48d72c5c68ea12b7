// Numbers written in words, as digits: "加一" and "加 1", "by one" and "by 1" are the same answer.
// Pure.

const ZH_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const ZH_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** A run of Chinese numeral characters, for splitting a Han run ("加一百二十次" → 一百二十). */
export const ZH_NUMERAL_RUN = /[零〇一二两三四五六七八九十百千]+/gu;

/**
 * The value of a run of Chinese numerals as digits ("十五" → "15", "一百零二" → "102", "两" → "2"),
 * or null when it is not a number on its own ("百千").
 */
export function zhNumeral(run: string): string | null {
  let total = 0;
  let digit: number | null = null;
  for (const c of run) {
    const d = ZH_DIGITS[c];
    if (d !== undefined) {
      if (digit !== null && digit !== 0 && d !== 0) {
        // Two digits in a row ("一二"): read them as written, digit by digit.
        return [...run].every((x) => ZH_DIGITS[x] !== undefined)
          ? [...run].map((x) => ZH_DIGITS[x]).join('')
          : null;
      }
      digit = d;
      continue;
    }
    const unit = ZH_UNITS[c];
    if (unit === undefined) return null;
    if (digit === null && total === 0 && unit === 10) total += 10;
    else if (digit === null || digit === 0) return null;
    else total += digit * unit;
    digit = null;
  }
  return String(total + (digit ?? 0));
}

const EN_NUMBERS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};

/** An English number word as digits ("one" → "1"); any other word as it is. */
export function enNumeral(word: string): string {
  return EN_NUMBERS[word] ?? word;
}
