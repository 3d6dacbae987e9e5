// `npm start`: the demo MCP server and the playground app, both on 127.0.0.1, in this one process
// (so Ctrl-C leaves nothing behind). Ports: MCP_PORT (default 3333) and PORT (default 5173); each
// falls back to a free port when taken, or pass 0 for an OS-chosen one.
import process from 'node:process';
import { startAppServer } from './app-server.mjs';
import { startDemoServer } from './server/index.mjs';

const portFrom = (value) => (value === undefined || value === '' ? undefined : Number(value));

const demo = await startDemoServer({ port: portFrom(process.env.MCP_PORT), log: (line) => console.error(line) });
let app;
try {
  app = await startAppServer({ mcpServerUrl: demo.url.href, port: portFrom(process.env.PORT) });
} catch (error) {
  await demo.close();
  throw error;
}

console.log('');
console.log(`  Playground:       ${app.url}`);
console.log(`  Demo MCP server:  ${demo.url.href}  (Streamable HTTP; 2025-11-25 and 2026-07-28)`);
console.log('');
console.log('  Press Ctrl-C to stop.');

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  // A second Ctrl-C, or a shutdown that hangs, ends the process regardless.
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  process.once(signal, () => process.exit(1));
  await Promise.allSettled([app.close(), demo.close()]);
  console.log('Stopped.');
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
