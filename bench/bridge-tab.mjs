// The "tab" of bench/bridge-overhead.mjs: a remote queue in a process of its own that answers each
// question as soon as it is visible and reports when that was (`performance.timeOrigin + now()`).
// Started by bench/bridge-overhead.mjs with the bridge's URL; reports `ready` once connected.
import process from 'node:process';
import { createRemoteElicitationQueue } from 'mcp-elicitation-core';

const remote = createRemoteElicitationQueue({ url: process.argv[2] });
const answered = new Set();
remote.onConnectionChange((state) => {
  if (state === 'open') process.send({ ready: true });
});
remote.subscribe(() => {
  const entry = remote.getSnapshot().entries.find((candidate) => candidate.status === 'pending' && !answered.has(candidate.id));
  if (entry === undefined) return;
  const visible = performance.timeOrigin + performance.now();
  answered.add(entry.id);
  remote.respond(entry.id, { action: 'accept', content: { name: 'Ada' } });
  process.send({ visible });
});
process.on('disconnect', () => {
  remote.dispose();
  process.exit(0);
});
