import { Fragment, type ReactNode } from 'react';

/**
 * Characters of a server message laid out before "Show the whole message". A message is untrusted
 * text of any length: one unbroken 200,000-character word cost Chromium 16 s of line breaking in the
 * stylesheet's `system-ui` font before the dialog appeared. The user asks for the rest.
 *
 * @example
 * const cut = message.length > MESSAGE_SHOWN_LIMIT;
 */
export const MESSAGE_SHOWN_LIMIT = 30_000;

/** Longest run without a break opportunity: longer ones get a `<wbr>` every this many characters. */
export const UNBROKEN_RUN_LIMIT = 60;

const LONG_RUN = new RegExp(`\\S{${UNBROKEN_RUN_LIMIT + 1},}`, 'g');

/**
 * Text with a `<wbr>` inside every run of more than {@link UNBROKEN_RUN_LIMIT} non-space characters,
 * so the line breaker never measures one huge word (the text, copied, is unchanged: `<wbr>` adds no
 * character).
 *
 * @example
 * <p>{withBreaks(visibleText(message))}</p>
 */
export function withBreaks(text: string): ReactNode {
  if (!LONG_RUN.test(text)) return text;
  LONG_RUN.lastIndex = 0;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    const run = match[0];
    let from = 0;
    while (from < run.length) {
      let to = Math.min(from + UNBROKEN_RUN_LIMIT, run.length);
      // Never between the two halves of a surrogate pair.
      if (to < run.length && /[\uDC00-\uDFFF]/.test(run[to] ?? '')) to += 1;
      if (from > 0) parts.push(<wbr key={`${start}-${from}`} />);
      parts.push(<Fragment key={`${start}-${from}-t`}>{run.slice(from, to)}</Fragment>);
      from = to;
    }
    last = start + run.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
