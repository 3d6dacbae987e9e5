// The static server the benchmark's pages are opened from (bench/run.mjs, bench/ab.mjs and the probes).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `dir` on a free port of 127.0.0.1, uncached; resolves with the server and its origin. */
export async function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir + sep)) return void res.writeHead(403).end();
    try {
      const body = readFileSync(path);
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        // Cross-origin isolated, so performance.now() has 5 µs steps rather than 100 µs: a 1.5 ms
        // keystroke would otherwise move its ratio to the floor in steps of about 7 %.
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
