// The demo's world: bookings, workspace files and account sign-ins. One instance per running
// server, shared by every per-request MCP `Server` instance, and reset by the `reset-demo` tool.
import { randomUUID } from 'node:crypto';
import { FULLY_BOOKED_TIME, OPENING_TIMES } from './tools.mjs';

const INITIAL_FILES = [
  { path: 'README.md', size: 2_310 },
  { path: 'src/app.ts', size: 8_904 },
  { path: 'src/server.ts', size: 5_120 },
  { path: 'logs/app.log', size: 48_213 },
  { path: 'logs/error.log', size: 3_377 },
  { path: 'tmp/build.log', size: 120_448 },
];

/** Sign-ins older than this are forgotten. */
const FLOW_TTL_MS = 15 * 60_000;

export class DemoState {
  constructor() {
    this.reset();
  }

  reset() {
    /** @type {{ path: string, size: number }[]} */
    this.files = INITIAL_FILES.map((file) => ({ ...file }));
    /** @type {{ code: string, date: string, time: string, partySize: number, name: string, requests?: string }[]} */
    this.bookings = [];
    /** @type {Map<string, { id: string, status: 'pending' | 'authorized' | 'denied', account?: string, createdAt: number, onFinish?: () => void }>} */
    this.flows = new Map();
  }

  isTaken(date, time) {
    return time === FULLY_BOOKED_TIME || this.bookings.some((booking) => booking.date === date && booking.time === time);
  }

  freeTimes(date) {
    return OPENING_TIMES.filter((time) => !this.isTaken(date, time));
  }

  book({ date, time, partySize, name, requests }) {
    const booking = {
      code: `BK-${String(this.bookings.length + 1).padStart(4, '0')}`,
      date,
      time,
      partySize,
      name: name.trim(),
      ...(typeof requests === 'string' && requests.trim() !== '' && { requests: requests.trim() }),
    };
    this.bookings.push(booking);
    return booking;
  }

  /** Deletes exactly these paths (those still present) and returns the ones it deleted. */
  deleteFiles(paths) {
    const wanted = new Set(paths);
    const deleted = this.files.filter((file) => wanted.has(file.path)).map((file) => file.path);
    this.files = this.files.filter((file) => !wanted.has(file.path));
    return deleted;
  }

  startFlow() {
    const now = Date.now();
    for (const [id, flow] of this.flows) if (now - flow.createdAt > FLOW_TTL_MS) this.flows.delete(id);
    const flow = { id: randomUUID(), status: 'pending', createdAt: now };
    this.flows.set(flow.id, flow);
    return flow;
  }

  finishFlow(id, authorized) {
    const flow = this.flows.get(id);
    if (flow === undefined || flow.status !== 'pending') return flow;
    flow.status = authorized ? 'authorized' : 'denied';
    if (authorized) flow.account = 'ada@acme.example';
    // A 2025-11-25 session that asked through URLElicitationRequired (-32042) is told the link is done.
    flow.onFinish?.();
    return flow;
  }

  /** The account of the newest finished sign-in that allowed access, if any. */
  linkedAccount() {
    let account;
    for (const flow of this.flows.values()) if (flow.status === 'authorized') account = flow.account;
    return account;
  }
}
