// How a part picks its words: the locale it was given, else English; the dialog's texts with the locale's language
// and direction; a field's description joined with its hint; and withOverrides, the one way to replace single words.
import type { ValidationMessages } from 'mcp-elicitation-core';
import { english } from './english';
import type { DialogTexts, ElicitationHostTexts, ElicitationLocale } from './types';

/**
 * The locale a part speaks: the one it was given, else English.
 *
 * @example
 * const { hostTexts } = resolveLocale(props.locale);
 */
export function resolveLocale(locale: ElicitationLocale | undefined): ElicitationLocale {
  return locale ?? english;
}

/**
 * The texts a dialog uses: the locale's (English when none), with `lang`/`dir` from the locale.
 *
 * @example
 * const texts = resolveTexts(de);
 */
export function resolveTexts(locale: ElicitationLocale | undefined): DialogTexts {
  if (!locale) return english.texts;
  return { ...locale.texts, lang: locale.lang, dir: locale.dir };
}

/**
 * A field's description for assistive technology and display: the server's description, the
 * dialog's hint, both (joined the language's way), or undefined.
 *
 * @example
 * describeField(english.texts, 'Including yourself', 'A whole number, 1 to 12'); // 'Including yourself · A whole number, 1 to 12'
 */
export function describeField(
  texts: Pick<DialogTexts, 'describedWithHint'>,
  description: string | undefined,
  hint: string | undefined,
): string | undefined {
  if (description && hint) return texts.describedWithHint(description, hint);
  return description || hint || undefined;
}

/**
 * A locale with some of its words replaced: the one way to change single texts, validation messages
 * or the host's words. Everything not given stays the locale's. Make it once (at module level, or in
 * `useMemo`), like any locale object, rather than on every render.
 *
 * @example
 * ```tsx
 * const words = withOverrides(de, { texts: { accept: 'Senden' }, hostTexts: { dismiss: 'Schließen' } });
 * <ElicitationHost locale={words} />
 * ```
 */
export function withOverrides(
  locale: ElicitationLocale,
  overrides: { texts?: Partial<DialogTexts>; messages?: Partial<ValidationMessages>; hostTexts?: Partial<ElicitationHostTexts> },
): ElicitationLocale {
  return {
    ...locale,
    texts: { ...locale.texts, ...overrides.texts },
    messages: { ...locale.messages, ...overrides.messages },
    hostTexts: { ...locale.hostTexts, ...overrides.hostTexts },
  };
}
