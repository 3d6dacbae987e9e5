// Runs before every story test of the `storybook` Vitest project: a story that logs a console
// error or warning (React's own warnings included) fails, with what it logged.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

const logged: string[] = [];

/** Fills `%s`-style placeholders the way the console does, so React's warnings read in full. */
function format([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (match) =>
    rest.length > 0 ? (match === '%c' ? (rest.shift(), '') : String(rest.shift())) : match,
  );
  return [text, ...rest.map(String)].join(' ');
}
let spies: MockInstance[] = [];

beforeEach(() => {
  logged.length = 0;
  spies = (['error', 'warn'] as const).map((level) => {
    const original = console[level].bind(console);
    return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${format(args)}`);
      original(...args);
    });
  });
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  spies = [];
  if (logged.length > 0) {
    const messages = logged.splice(0);
    throw new Error(`The story logged ${messages.length} console message(s):\n${messages.join('\n')}`);
  }
});
