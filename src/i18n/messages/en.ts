// Every English message, one catalog file per part of the app (a new part's keys start with
// its name: `player.…`). The English catalog is the one every other must match (messages.test.ts).
// The `cli` part is not here: only the command line speaks it (scripts/cli/language.ts reads every
// part from disk), so the page does not carry it.
import app from './en/app.json';
import lesson from './en/lesson.json';
import player from './en/player.json';
import compare from './en/compare.json';
import practice from './en/practice.json';
import studio from './en/studio.json';
import editor from './en/editor.json';
import explorer from './en/explorer.json';
import story from './en/story.json';
import glossary from './en/glossary.json';
import finding from './en/finding.json';
import issue from './en/issue.json';
import state from './en/state.json';
import exercise from './en/exercise.json';
import recorded from './en/recorded.json';
import systems from './en/systems.json';

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
