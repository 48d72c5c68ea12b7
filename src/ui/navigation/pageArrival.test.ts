// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { arriveAt } from './pageArrival';

afterEach(() => {
  document.body.innerHTML = '';
  document.title = '';
});

/** A header link (focused, as after a press) and `main` with the page's part. */
function shell(): { main: HTMLElement; part: HTMLElement; link: HTMLAnchorElement } {
  const link = document.createElement('a');
  link.href = '/lessons';
  const main = document.createElement('main');
  const part = document.createElement('div');
  part.dataset.page = '';
  const notice = document.createElement('div');
  notice.innerHTML = '<h2>Saved data was reset</h2>';
  main.append(notice, part);
  document.body.append(link, main);
  link.focus();
  return { main, part, link };
}

const title = (page: string) => `${page} · FenceLab`;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('arriving at a page', () => {
  it("names the page in the window's title and focuses its heading, not a notice's", () => {
    const { main, part } = shell();
    part.innerHTML = '<article><h2>Lessons</h2><p>…</p></article>';
    arriveAt(main, true, title);
    expect(document.title).toBe('Lessons · FenceLab');
    const h = part.querySelector('h2');
    expect(document.activeElement).toBe(h);
    expect(h?.tabIndex).toBe(-1);
  });

  it('waits for a heading a page renders later', async () => {
    const { main, part, link } = shell();
    arriveAt(main, true, title);
    expect(document.activeElement).toBe(link);
    part.innerHTML = '<p role="status">Loading…</p>';
    await flush();
    expect(document.activeElement).toBe(link);
    part.innerHTML = '<article><h2>A lease is not a lock</h2></article>';
    await flush();
    expect(document.title).toBe('A lease is not a lock · FenceLab');
    expect(document.activeElement).toBe(part.querySelector('h2'));
  });

  it("leaves the focus on a visit's first page, and where a page put it", () => {
    const first = shell();
    first.part.innerHTML = '<h2>Practice</h2>';
    arriveAt(first.main, false, title);
    expect(document.title).toBe('Practice · FenceLab');
    expect(document.activeElement).toBe(first.link);

    document.body.innerHTML = '';
    const own = shell();
    own.part.innerHTML = '<h2>Studio</h2><textarea></textarea>';
    own.part.querySelector('textarea')?.focus();
    arriveAt(own.main, true, title);
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
  });

  it('stops waiting when the page is left first', async () => {
    const { main, part, link } = shell();
    const stop = arriveAt(main, true, title);
    stop();
    part.innerHTML = '<h2>Too late</h2>';
    await flush();
    expect(document.activeElement).toBe(link);
    expect(document.title).toBe('');
  });
});
