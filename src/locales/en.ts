// `mcp-elicitation-react/locales/en`: the dialog in English (what it uses when given no locale), with what a locale is
// made of, for writing one of your own: the dictionaries' types and the hint and plural helpers.
import { english } from './english';
import type { ElicitationLocale } from './types';

export type { CountRange, DialogTexts, ElicitationHostTexts, HintWords } from './types';
export { createHint } from './hints';

/**
 * English as a locale object, like `de` or `fr` beside it: the words the dialog uses when given no
 * locale, and a start for a locale of your own.
 *
 * @example
 * ```tsx
 * <ElicitationHost locale={en} />
 * ```
 */
export const en: ElicitationLocale = english;
