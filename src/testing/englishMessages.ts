// Every unit test starts with the English messages loaded, as the app does before it renders.
// Under the tests the build's `base` group holds every message (scripts/messagesPlugin.ts).
import messageGroups from 'virtual:fencelab/messages';
import { setMessageSource, speak } from '../i18n/i18n';

setMessageSource(messageGroups, 'en');
await speak('en');
