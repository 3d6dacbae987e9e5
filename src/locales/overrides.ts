import type { ValidationMessages } from 'mcp-elicitation-core';
import type { DialogTexts, ElicitationHostTexts, ElicitationLocale } from './texts';

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
