import { Fragment, type ReactNode } from 'react';

// Private-use characters: a translation has no reason to contain or change them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = /\uE000(\d+)\uE001/;

/**
 * Renders a sentence from the texts with its names (server names, domains) wrapped in elements,
 * such as `<bdi>` or `<strong dir="ltr">`, wherever the language puts them. The text function is
 * called with placeholders in place of the string arguments, and the sentence is split around
 * them; other arguments (numbers, undefined) pass through. So a dictionary stays plain
 * `(name) => string` functions, and the markup stays in the component.
 *
 * @example
 * withNames(texts.title, ['Acme'], (name) => <bdi>{name}</bdi>); // ['Request from ', <bdi>Acme</bdi>]
 */
export function withNames<A extends unknown[]>(
  format: (...args: A) => string,
  args: A,
  wrap: (value: string, index: number) => ReactNode,
): ReactNode {
  const placeheld = args.map((arg, i) => (typeof arg === 'string' ? `${OPEN}${i}${CLOSE}` : arg)) as A;
  const parts = format(...placeheld).split(TOKEN);
  // split() with a capture group alternates text and argument indexes.
  return parts.map((part, i) =>
    i % 2 === 0 ? (
      part === '' ? null : (
        <Fragment key={i}>{part}</Fragment>
      )
    ) : (
      <Fragment key={i}>{wrap(args[Number(part)] as string, Number(part))}</Fragment>
    ),
  );
}
