// Every Chinese message, one catalog file per part of the app, as in en.ts: fetched only for a
// Chinese page.
import app from './zh-CN/app.json';
import lesson from './zh-CN/lesson.json';
import player from './zh-CN/player.json';
import compare from './zh-CN/compare.json';
import practice from './zh-CN/practice.json';
import studio from './zh-CN/studio.json';
import editor from './zh-CN/editor.json';
import explorer from './zh-CN/explorer.json';
import story from './zh-CN/story.json';
import glossary from './zh-CN/glossary.json';
import finding from './zh-CN/finding.json';
import issue from './zh-CN/issue.json';
import state from './zh-CN/state.json';
import exercise from './zh-CN/exercise.json';
import recorded from './zh-CN/recorded.json';
import systems from './zh-CN/systems.json';

export default {
  ...app,
  ...lesson,
  ...player,
  ...compare,
  ...practice,
  ...studio,
  ...editor,
  ...explorer,
  ...story,
  ...glossary,
  ...finding,
  ...issue,
  ...state,
  ...exercise,
  ...recorded,
  ...systems,
};
