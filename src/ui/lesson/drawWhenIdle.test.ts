import { describe, expect, it } from 'vitest';
import { DRAWN_ATTR, drawWhenIdle, type IdleScheduler } from './drawWhenIdle';

/**
 * A card as drawWhenIdle sees it: its attributes, and each read of its height in `log` (and
 * told to `onLayout`).
 */
function cardsOf(n: number, log: string[], onLayout = () => {}) {
  return Array.from({ length: n }, (_, i) => {
    const attrs = new Set<string>();
    return {
      drawn: () => attrs.has(DRAWN_ATTR),
      setAttribute: (name: string) => void attrs.add(name),
      get offsetHeight() {
        log.push(`layout ${i}`);
        onLayout();
        return attrs.has(DRAWN_ATTR) ? 300 : 0;
      },
    };
  });
}

/** Idle periods run by hand: each with the times its timeRemaining() answers, one by one. */
function handIdle() {
  const queued: ((d: { timeRemaining(): number }) => void)[] = [];
  let cancelled = 0;
  const idle: IdleScheduler = (task) => {
    queued.push(task);
    return () => {
      const at = queued.indexOf(task);
      if (at >= 0) queued.splice(at, 1);
      cancelled++;
    };
  };
  const period = (...left: number[]) => {
    const task = queued.shift();
    if (!task) throw new Error('no idle task queued');
    task({ timeRemaining: () => left.shift() ?? 0 });
  };
  return { idle, period, queued, cancelled: () => cancelled };
}

const asCards = (c: ReturnType<typeof cardsOf>) => c as unknown as HTMLElement[];

describe('drawWhenIdle', () => {
  it('draws nothing until the page is idle, then the cards in order, each laid out there', () => {
    const log: string[] = [];
    const cards = cardsOf(3, log);
    const h = handIdle();
    drawWhenIdle(asCards(cards), h.idle);
    expect(cards.map((c) => c.drawn())).toEqual([false, false, false]);
    h.period(40, 40);
    expect(cards.map((c) => c.drawn())).toEqual([true, true, true]);
    expect(log).toEqual(['layout 0', 'layout 1', 'layout 2']);
    expect(h.queued).toHaveLength(0);
  });

  it('stops a period with little time left and goes on in the next, one card at least', () => {
    const log: string[] = [];
    const cards = cardsOf(4, log);
    const h = handIdle();
    drawWhenIdle(asCards(cards), h.idle);
    // 20 ms left after the first card, 3 after the second: two cards in this period.
    h.period(20, 3);
    expect(cards.map((c) => c.drawn())).toEqual([true, true, false, false]);
    // A period that has no time at all (a timeout's, or Safari's wait) still draws one.
    h.period(0);
    expect(cards.map((c) => c.drawn())).toEqual([true, true, true, false]);
    h.period(0);
    expect(cards.every((c) => c.drawn())).toBe(true);
    expect(h.queued).toHaveLength(0);
  });

  it('stops a period once its drawing has taken the budget, however long the period', () => {
    // Each card's layout takes 3 ms by this clock: after the third, the period has spent 9.
    let clock = 0;
    const cards = cardsOf(5, [], () => (clock += 3));
    const h = handIdle();
    const now = () => clock;
    drawWhenIdle(asCards(cards), h.idle, now);
    h.period(50, 50, 50, 50);
    expect(cards.map((c) => c.drawn())).toEqual([true, true, true, false, false]);
    h.period(50, 50, 50, 50);
    expect(cards.every((c) => c.drawn())).toBe(true);
  });

  it('stops when told to, keeping the cards already drawn', () => {
    const cards = cardsOf(3, []);
    const h = handIdle();
    const stop = drawWhenIdle(asCards(cards), h.idle);
    h.period(0);
    stop();
    expect(h.queued).toHaveLength(0);
    expect(h.cancelled()).toBe(1);
    expect(cards.map((c) => c.drawn())).toEqual([true, false, false]);
  });

  it('asks for no idle period when there is nothing to draw', () => {
    const h = handIdle();
    drawWhenIdle([], h.idle)();
    expect(h.queued).toHaveLength(0);
  });
});
