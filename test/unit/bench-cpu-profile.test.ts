// What bench/time-probe.mjs reads from a CPU profile (bench/cpu-profile.mjs): self time per frame,
// and which module a frame of the built page belongs to, through the build's source maps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CallFrame, classify, moduleOf, selfTime, sourceLocator } from '../../bench/cpu-profile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): CallFrame => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('selfTime', () => {
  it('charges each sample the time until the next one, the last until the end, and adds up frames with one key', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('render', 'a.js', 3, 4) },
        { id: 3, callFrame: frame('focus') },
        { id: 4, callFrame: frame('other', 'a.js', 9, 0) },
      ],
      startTime: 1_000,
      endTime: 2_000,
      // Samples at 1,100 (render), 1,400 (focus), 1,450 (other), 1,700 (render) µs.
      samples: [2, 3, 4, 2],
      timeDeltas: [100, 300, 50, 250],
    };
    const byFunction = selfTime(profile, (f) => f.functionName);
    expect(byFunction.get('render')).toBeCloseTo(0.3 + 0.3);
    expect(byFunction.get('focus')).toBeCloseTo(0.05);
    expect(byFunction.get('other')).toBeCloseTo(0.25);
    const byScript = selfTime(profile, (f) => f.url || '(browser)');
    expect(byScript.get('a.js')).toBeCloseTo(0.85);
    // From the first sample to the end: nothing is lost or counted twice.
    expect([...byScript.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(0.9);
  });
});

describe('moduleOf', () => {
  it('names packages by their name, scoped ones with their scope, and keeps the repository path of the rest', () => {
    expect(moduleOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('node_modules/react-dom');
    expect(moduleOf('node_modules/@radix-ui/react-presence/dist/index.mjs')).toBe('node_modules/@radix-ui/react-presence');
    expect(moduleOf('node_modules/a/node_modules/@scope/b/index.js')).toBe('node_modules/@scope/b');
    expect(moduleOf('src/dialog/elicitation-dialog.tsx')).toBe('src/dialog/elicitation-dialog.tsx');
  });
});

describe('classify', () => {
  const locate = (url: string, line: number) =>
    url.endsWith('/assets/index.js')
      ? line === 0
        ? {}
        : { source: 'src/schema/normalize.ts', line: 56, text: 'function cleanCopy(' }
      : undefined;

  it('keeps V8’s own entries, and puts browser functions called from script in one group', () => {
    expect(classify(frame('(garbage collector)'), locate)).toEqual({ module: '(garbage collector)', fn: '(garbage collector)' });
    expect(classify(frame('focus'), locate)).toEqual({ module: '(browser functions called from script)', fn: 'focus (browser)' });
  });

  it('maps the build’s code to its source, and tells its glue and other scripts apart', () => {
    expect(classify(frame('x', 'http://127.0.0.1/default/assets/index.js', 12, 40), locate)).toEqual({
      module: 'src/schema/normalize.ts',
      fn: 'src/schema/normalize.ts:56  function cleanCopy(',
    });
    expect(classify(frame('', 'http://127.0.0.1/default/assets/index.js', 0, 0), locate).module).toBe(
      '(the build’s glue: its runtime, chunks’ top level)',
    );
    expect(classify(frame('evaluate', 'http://127.0.0.1/default/index.html?n=8', 1, 0), locate)).toEqual({
      module: '(other scripts: the page’s HTML, the driver’s)',
      fn: 'evaluate (index.html?n=8)',
    });
  });
});

describe('sourceLocator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cpu-profile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads each script’s source map, resolves its sources from the assets folder, and quotes the line', () => {
    mkdirSync(join(dir, 'page', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'page', 'assets', 'index-abc.js'), 'function a(){}\n');
    // One segment: generated line 1, column 0 → source 0, line 2 (0-based 1), column 2.
    const map = {
      version: 3,
      sources: ['../../src/x.ts'],
      sourcesContent: ['// x\n  export function a() {}\n'],
      names: [],
      mappings: 'AACE',
    };
    writeFileSync(join(dir, 'page', 'assets', 'index-abc.js.map'), JSON.stringify(map));
    writeFileSync(join(dir, 'page', 'assets', 'runtime-def.js'), '');
    const locate = sourceLocator(join(dir, 'page'), dir);
    expect(locate('http://127.0.0.1/page/assets/index-abc.js', 0, 5)).toEqual({
      source: 'src/x.ts',
      line: 2,
      text: 'export function a() {}',
    });
    expect(locate('http://127.0.0.1/page/assets/runtime-def.js', 0, 0)).toEqual({});
    expect(locate('http://127.0.0.1/page/index.html', 0, 0)).toBeUndefined();
  });
});
