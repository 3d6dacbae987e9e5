/**
 * Tests that need something fetched on first run (React 18, a Node 22 binary) skip on a developer's
 * machine without a registry, saying why. In CI (`CI` set, as `.ci/run` does) they fail instead: a
 * skip there would let the run pass without the test ever running.
 */

/**
 * The reason to skip, or `undefined` when `found` is there. Throws in CI instead of returning one.
 *
 * @example
 * const reason = skipReason(locateReact18(), 'React 18');
 * describe.skipIf(reason !== undefined)('with React 18', () => { … });
 */
export function skipReason(found: object, what: string, env: Record<string, string | undefined> = process.env): string | undefined {
  if (!('missing' in found)) return undefined;
  const reason = `no ${what}: ${String(found.missing)}`;
  if (['true', '1'].includes((env.CI ?? '').toLowerCase()))
    throw new Error(`${reason} (CI must run this test, so it fails rather than skips)`);
  console.warn(`skipped, ${reason}`);
  return reason;
}
