// Preload (`node --import ./test/support/loopback-only.mjs ...`) that makes every TCP server in the
// process listen on 127.0.0.1 only, and reports the bound address on stderr as
// `LOOPBACK_LISTENING {"address":"127.0.0.1","family":"IPv4","port":N}`.
// Needed because @modelcontextprotocol/server-everything calls `app.listen(PORT)` with no host
// (all interfaces) and offers no option to change that; with PORT=0 the OS picks a free port,
// which the test reads from that line.
import net from 'node:net';
import process from 'node:process';

const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const callback = typeof args.at(-1) === 'function' ? args.at(-1) : undefined;
  const first = args[0];
  let options;
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    options = { port: Number(first) };
  } else if (first !== null && typeof first === 'object' && !('path' in first) && !('fd' in first)) {
    options = { ...first };
  }
  if (options === undefined) return listen.apply(this, args); // pipes and handles are not TCP
  options.host = '127.0.0.1';
  this.once('listening', () => {
    process.stderr.write(`LOOPBACK_LISTENING ${JSON.stringify(this.address())}\n`);
  });
  return callback === undefined ? listen.call(this, options) : listen.call(this, options, callback);
};
