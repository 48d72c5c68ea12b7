import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeExerciseFragment } from '../../src/content/links/exerciseLink';
import {
  countsForFirstVisit,
  firstVisits,
  gzipSizeOf,
  heaviestLesson,
  isJavaScript,
} from './firstVisit';
import { exerciseFragment } from './seedExercise';

describe('what a first visit counts', () => {
  it('counts scripts by their type, and untyped ones by their name', () => {
    expect(isJavaScript('http://x/assets/index-a.js', 'text/javascript')).toBe(true);
    expect(isJavaScript('http://x/assets/worker-b.js?worker_file', '')).toBe(true);
    expect(isJavaScript('http://x/src/app/main.tsx', 'application/javascript')).toBe(true);
    expect(isJavaScript('http://x/assets/sql-wasm.wasm', 'application/wasm')).toBe(false);
    expect(isJavaScript('http://x/assets/index.css', 'text/css')).toBe(false);
    expect(isJavaScript('http://x/lessons/a', 'text/html')).toBe(false);
  });

  it('takes the bytes on the wire of a gzipped response, else gzips the body at level 9', () => {
    const body = Buffer.from('const x = 1;\n'.repeat(500));
    expect(gzipSizeOf(body, 'gzip', 123)).toBe(123);
    const level9 = gzipSync(body, { level: 9 }).length;
    expect(gzipSizeOf(body, undefined, body.length)).toBe(level9);
    expect(gzipSizeOf(body, 'br', 50)).toBe(level9);
  });

  it('counts the page’s and its workers’ requests, not the service worker’s', () => {
    expect(countsForFirstVisit('http://x/assets/app-a.js', false)).toBe(true);
    expect(countsForFirstVisit('http://x/assets/browserWorker-b.js', false)).toBe(true);
    // The precache downloads, made by the service worker, and the worker's own scripts.
    expect(countsForFirstVisit('http://x/assets/MonacoEditor-c.js', true)).toBe(false);
    expect(countsForFirstVisit('http://x/sw.js', false)).toBe(false);
    expect(countsForFirstVisit('http://x/workbox-5ffe50d4.js', false)).toBe(false);
    expect(countsForFirstVisit('http://x/assets/sw.js', false)).toBe(true);
  });
});

describe('the lessons a first visit is measured on', () => {
  it('are lesson 1 and the lesson whose chunk, in either language, is the heaviest', () => {
    const files = [
      { name: '01-lease-is-not-a-lock.lesson-aB1.js', gzipBytes: 7_000 },
      { name: '19-kubernetes-lease-leader-election.lesson-x_9.js', gzipBytes: 15_000 },
      { name: '19-kubernetes-lease-leader-election.lesson-Zz-.js', gzipBytes: 19_000 },
      { name: '20-redis-locks-and-redlock.lesson-q1.js', gzipBytes: 18_000 },
      { name: 'LessonPage-abc.js', gzipBytes: 90_000 },
    ];
    const heaviest = heaviestLesson(files);
    expect(heaviest).toBe('kubernetes-lease-leader-election');
    const visits = firstVisits(heaviest, 'x=v1.abc');
    expect(visits).toContainEqual({
      name: 'first_visit_heaviest_lesson_zh_js_gzip',
      path: '/lessons/kubernetes-lease-leader-election?lang=zh-CN',
    });
    expect(visits).toContainEqual({
      name: 'first_visit_lesson_js_gzip',
      path: '/lessons/lease-is-not-a-lock',
    });
    expect(visits).toHaveLength(14);
  });

  it('open a shared exercise from a link the studio would make, its language before the fragment', () => {
    const fragment = exerciseFragment();
    expect(fragment).toMatch(/^x=v1\.[0-9a-f]{8}\./);
    const visits = firstVisits('some-lesson', fragment);
    expect(visits).toContainEqual({
      name: 'first_visit_exercise_js_gzip',
      path: `/exercise#${fragment}`,
    });
    expect(visits).toContainEqual({
      name: 'first_visit_exercise_zh_js_gzip',
      path: `/exercise?lang=zh-CN#${fragment}`,
    });
    // The link opens: it carries the seed demo with its commit to edit.
    const opened = decodeExerciseFragment(`#${fragment}`);
    expect(opened.ok && opened.exercise.edit).toEqual(['commit']);
  });

  it('say so when the build has no lesson chunk', () => {
    expect(() => heaviestLesson([{ name: 'app-a.js', gzipBytes: 1 }])).toThrow(/no lesson chunk/);
  });
});
