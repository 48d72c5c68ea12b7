// Every unit test starts with the English catalog loaded, as the app does before it renders
// (i18n.ts loads each language's catalog as a chunk of its own).
import { speak } from '../i18n/i18n';

await speak('en');
