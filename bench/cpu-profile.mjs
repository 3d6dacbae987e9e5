// What bench/time-probe.mjs reads from a V8 CPU profile (Chromium's `Profiler.stop`): self time per
// frame, and where a frame of a built page's code came from, through the build's source maps.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { originalPositionFor, sourceContentFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Adds up a profile's self time (ms) by `keyOf(callFrame)` (any value a Map can key on, the call
 * frame itself included): each sample is charged the time until the next one (the last, until the
 * profile's end), so the keys' times add up to the profile's length.
 */
export function selfTime(profile, keyOf) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map();
  let at = profile.startTime;
  const stamps = profile.timeDeltas.map((delta) => (at += delta));
  profile.samples.forEach((id, i) => {
    const until = i + 1 < stamps.length ? stamps[i + 1] : profile.endTime;
    const key = keyOf(frames.get(id));
    totals.set(key, (totals.get(key) ?? 0) + Math.max(0, until - stamps[i]) / 1000);
  });
  return totals;
}

/** V8's own entries: not a function of the page. */
const V8_ENTRIES = new Set(['(program)', '(idle)', '(garbage collector)', '(root)']);

/**
 * The module a source file belongs to: a package under node_modules by its name, else the path
 * from the repository root (`src/dialog/elicitation-dialog.tsx`).
 */
export function moduleOf(source) {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return source;
  const name = parts[at + 1]?.startsWith('@') ? parts.slice(at + 1, at + 3) : parts.slice(at + 1, at + 2);
  return `node_modules/${name.join('/')}`;
}

/**
 * How a frame is counted: `module` for the per-module table, `fn` for the per-function one.
 * `locate(url, line, column)` maps a position in a built script to its source ({ source, line,
 * text }); to `{}` for a script of the build with no source there (its runtime, a chunk's top
 * level); to undefined for scripts that are not the build's (the page's HTML, the driver's).
 */
export function classify(callFrame, locate) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (V8_ENTRIES.has(functionName) && url === '') return { module: functionName, fn: functionName };
  // A browser function called from script (focus, getComputedStyle, setAttribute): its self time
  // includes the style and layout it forces.
  if (url === '') return { module: '(browser functions called from script)', fn: `${functionName} (browser)` };
  const found = locate(url, lineNumber, columnNumber);
  const name = `${functionName || '(anonymous)'} (${url.split('/').pop()})`;
  if (found === undefined) return { module: '(other scripts: the page’s HTML, the driver’s)', fn: name };
  // The build's own glue (its runtime, a chunk's top level): no source line to point at.
  if (found.source === undefined) return { module: '(the build’s glue: its runtime, chunks’ top level)', fn: name };
  return { module: moduleOf(found.source), fn: `${found.source}:${found.line}  ${found.text}` };
}

/**
 * Maps positions in the scripts of a page built into `dir` (its `assets/*.js` and their `.map`
 * files) back to their sources, relative to `root`. Positions are V8's (0-based line and column).
 */
export function sourceLocator(dir, root) {
  const assets = join(dir, 'assets');
  // Every script of the build, with its source map when it has one (the bundler's runtime has none).
  const maps = new Map();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const mapFile = join(assets, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : undefined);
  }
  const cache = new Map();
  const linesOf = new Map();
  return (url, line, column) => {
    const file = url.split('?')[0].split('/').pop();
    if (!maps.has(file)) return undefined;
    const map = maps.get(file);
    if (map === undefined) return {};
    const key = `${file}:${line}:${column}`;
    if (cache.has(key)) return cache.get(key);
    const position = originalPositionFor(map, { line: line + 1, column });
    let found = {};
    if (position.source !== null) {
      if (!linesOf.has(position.source)) linesOf.set(position.source, sourceContentFor(map, position.source)?.split('\n'));
      const lines = linesOf.get(position.source);
      const text = (lines?.[position.line - 1] ?? '').trim();
      found = {
        source: relative(root, resolve(assets, position.source)),
        line: position.line,
        text: text.length > 70 ? `${text.slice(0, 69)}…` : text,
      };
    }
    cache.set(key, found);
    return found;
  };
}
