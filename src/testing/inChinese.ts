// Test helper: the tests of the calling `describe` see a Chinese page. Never imported by the app.
import { onPageIn } from './locale';

/** Call inside a `describe`: its tests run with Chinese active, and English comes back after. */
export const inChinese = (): void => onPageIn('zh-CN');
