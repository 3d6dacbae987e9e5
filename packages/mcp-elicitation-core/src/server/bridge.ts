/**
 * The bridge between an MCP client running on a server and the user's browser tab: adapters hand
 * requests to `target(channel)`, the tab reads them from `handler` (GET, an SSE stream) and answers
 * through it (POST). Web-standard only on the request path (Request, Response, ReadableStream,
 * crypto.randomUUID), so it runs in Node, Bun, Deno and edge runtimes alike.
 */
import type { AppResource, ElicitApp } from '../apps/resource';
import { onAbort, type Elicit, type ElicitComplete, type ElicitContext, type ElicitOptions } from '../elicitation/elicit';
import type { ElicitAction, ElicitRequestParams, ElicitResult, ServerIdentity } from '../schema/protocol';
import type { Validator } from '../validation/validator';
import {
  BodyStopped,
  BodyTimedOut,
  BodyTooLarge,
  error,
  json,
  methodNotAllowed,
  outcomeResponse,
  readBody,
  type BodyReading,
} from './bridge-http';
import { bridgeTransition, type BridgeRequestEvent, type BridgeRequestState } from './bridge-states';
import { createMemoryBroker, type ElicitationBroker } from './broker';
import { createBridgeStreams, type StreamSession } from './bridge-streams';
import { answerFingerprint, isAnswerKey, isRequestId } from './answer-keys';
import { siteAllowed, type SitePolicy } from './request-site';
import type { BridgeEntry, BridgeOutcome, BrokerAnswer, BrokerRecord } from '../elicitation/bridge-wire';
import { validateAnswer } from './validate-answer';
import type { ElicitationExperimental } from '../schema/experimental';
import { redactDataUris } from '../schema/file-input';

/**
 * The audit record of one request, given to `onSettled` once it ends. Carries no content unless
 * `auditContent` is set.
 *
 * @example
 * ```ts
 * const onSettled = (record: BridgeAuditRecord) => log.info('elicitation', record);
 * ```
 */
export interface BridgeAuditRecord {
  readonly id: string;
  readonly channel: string;
  readonly server: ServerIdentity;
  readonly toolName?: string;
  readonly toolCallId?: string;
  /**
   * What the MCP server received: the user's action, or `cancel` for the other outcomes
   * (`refused-too-large`: an error, recorded as `cancel`).
   */
  readonly action: ElicitAction;
  /**
   * How it ended; `refused-limit`: the channel already held `maxPendingPerChannel` requests;
   * `refused-too-large`: the request was larger than `maxRequestBytes` (no tab saw either).
   */
  readonly outcome: BridgeOutcome | 'refused-limit' | 'refused-too-large';
  readonly requestedAt: number;
  readonly settledAt: number;
  /**
   * Only with `auditContent: true`; every `data:` value in it (a file, SEP-2356) reduced to its type
   * and size (`data:image/png;base64,[5120 bytes]`).
   */
  readonly content?: Record<string, unknown>;
}

/**
 * Options of {@link createElicitationBridge}. Defaults are the documented limits.
 *
 * @example
 * ```ts
 * const options: ElicitationBridgeOptions = {
 *   authorize: async (request) => (await getSession(request))?.userId,
 *   timeoutMs: 5 * 60_000,
 * };
 * ```
 */
export interface ElicitationBridgeOptions {
  /**
   * The only source of a request's channel (a user id, a conversation id): read it from the
   * session cookie or bearer token, in your session store. Return `undefined`/`null` for 401. Never
   * read from the URL or body. Asked again on every heartbeat of an open stream (with the request
   * that opened it): once it no longer returns the stream's channel (signed out, expired, another
   * user), the stream ends with a `signed-out` event.
   */
  authorize: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where requests are kept and announced. Default: in-process (`createMemoryBroker()`). */
  broker?: ElicitationBroker;
  /** Unanswered requests are answered `cancel` after this. Default 10 minutes. */
  timeoutMs?: number;
  /** Requests that may wait per channel; more are answered `cancel` at once (never `decline`: the user did not refuse). The keys of one `inputRequests` round count once. Default 20. */
  maxPendingPerChannel?: number;
  /** Open event streams per channel on this instance (tabs); more get 429. Default 10. */
  maxStreamsPerChannel?: number;
  /** Largest POST body accepted, in bytes; larger get 413. Default 64 KiB. */
  maxBodyBytes?: number;
  /** How long reading one POST body may take; a slower upload gets 408. Default 10 s. */
  bodyTimeoutMs?: number;
  /**
   * Largest request the bridge holds and shows, in bytes of its JSON (the MCP server's params and
   * the tool call's context). A larger one is refused to the MCP client with an error (its server
   * hears it) and an audit record (`refused-too-large`); no tab sees it. Default 128 KiB.
   */
  maxRequestBytes?: number;
  /**
   * Interval of SSE heartbeats, each of which first asks `authorize` whether the stream's session
   * still names its channel. Default 15 s.
   */
  heartbeatMs?: number;
  /**
   * Take requests a browser marks `Sec-Fetch-Site: same-site` (a page on another subdomain of your
   * site). Default `false`: only same-origin pages, and `allowedOrigins`, reach the bridge;
   * `cross-site` requests are always refused (403).
   */
  allowSameSite?: boolean;
  /**
   * Origins (`https://app.example.com`) whose requests are taken whatever Fetch Metadata says, for
   * a page served from another origin; a request with any other `Origin` is refused (403), so list
   * your own origin too if browsers without Fetch Metadata must reach the bridge. Default: none.
   */
  allowedOrigins?: readonly string[];
  /** Called once per request when it ends, for an audit trail. Errors it throws are ignored. */
  onSettled?: (record: BridgeAuditRecord) => void;
  /** Include the accepted content in audit records, files (`data:` values) redacted. Default `false`. */
  auditContent?: boolean;
  /**
   * Drafts of the protocol to follow, the same object the dialog gets (docs/drafts/): with `files`,
   * a file answer is checked against its `x-mcp-file` too. A file of `maxSize` bytes arrives as
   * about `4 * maxSize / 3` bytes of base64: raise `maxBodyBytes` to match.
   */
  experimental?: ElicitationExperimental;
  /** Replaces the default ajv validator for server-side checks. */
  validator?: Validator;
}

/**
 * The counts a leak check needs: both 0 once nothing is pending and no tab is connected.
 *
 * @example
 * ```ts
 * expect(bridge.stats()).toEqual({ pending: 0, streams: 0, waiting: 0 });
 * ```
 */
export interface BridgeStats {
  /** MCP requests this instance holds. */
  readonly pending: number;
  /** Event streams open on this instance. */
  readonly streams: number;
  /**
   * URL-mode requests the user accepted with `afterOpen: 'wait'` whose completion this instance
   * still relays to the tabs (each forgotten at its deadline at the latest).
   */
  readonly waiting: number;
}

/**
 * An adapter target bound to one channel: an `ElicitTarget` with `request` and `complete`.
 *
 * @example
 * ```ts
 * const target: BridgeTarget = bridge.target('user-42', { toolName: 'delete_files' });
 * ```
 */
export interface BridgeTarget {
  request: Elicit;
  complete: ElicitComplete;
}

/**
 * What {@link createElicitationBridge} returns.
 *
 * @example
 * ```ts
 * attachElicitation(client, { elicit: bridge.target(userId), server: { id: 'files' } });
 * export const GET = bridge.handler;
 * export const POST = bridge.handler;
 * ```
 */
export interface ElicitationBridge {
  /**
   * An adapter target bound to one channel, usable with every adapter (`sdk-v1`, `sdk-v2`,
   * `mastra`, `ai-sdk`). `context` is merged under each request's own `context`.
   */
  target(channel: string, context?: ElicitContext): BridgeTarget;
  /**
   * The web-standard fetch handler: GET streams the channel's requests, POST answers one (or, with
   * `{ id, stopTask: true }`, stops the task a request comes from: "Stop task").
   */
  handler(request: Request): Promise<Response>;
  /**
   * For logout handlers: ends the channel's open streams at once, each with a `signed-out` event
   * (the tabs show their requests as signed out), and refuses its answers still being received
   * (401). With a broker that supports it (both built-in ones) this reaches every instance. The
   * requests stay pending: a tab whose session is still valid reconnects and sees them.
   */
  disconnect(channel: string): Promise<void>;
  /** Ends every stream and answers every pending request `cancel`. */
  close(): Promise<void>;
  stats(): BridgeStats;
}

/** A request this instance holds; its `state` changes only through `bridgeTransition` (bridge-states.ts). */
interface Held {
  readonly channel: string;
  readonly entry: BridgeEntry;
  readonly resolve: (result: ElicitResult) => void;
  state: BridgeRequestState;
  /** Its deadline while unanswered, then (`waiting`) how long its completion is relayed. */
  timer?: ReturnType<typeof setTimeout>;
  detach?: () => void;
  /** The broker's `take` of an ending request, which `close` waits for. */
  taking?: Promise<void>;
  /** "Stop task", when the adapter offered it for a task's question (`ElicitOptions.stopTask`). */
  readonly stopTask?: () => unknown;
  /** The request's MCP App, read on the asking server's connection for the tab (`ElicitOptions.app`). */
  readonly app?: ElicitApp;
}

/** An answer being received: `stop` ends reading its body, `revoked` refuses it once read. */
interface Answering extends BodyReading {
  revoked: boolean;
}

const CANCEL: ElicitResult = Object.freeze({ action: 'cancel' });
const ACCEPT: ElicitResult = Object.freeze({ action: 'accept' });
/**
 * Creates the bridge. Mount `handler` on one route for GET and POST; give `target(channel)` to the
 * adapter of the MCP client that serves that user.
 *
 * @example
 * ```ts
 * import { createElicitationBridge } from 'mcp-elicitation-core/server';
 * import { attachElicitation, elicitationCapabilities } from 'mcp-elicitation-core/adapters/sdk-v1';
 *
 * const bridge = createElicitationBridge({ authorize: (request) => sessionUser(request) });
 * const client = new Client({ name: 'app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
 * attachElicitation(client, { elicit: bridge.target('user-42'), server: { id: 'files', label: 'Files' } });
 * ```
 */
export function createElicitationBridge(options: ElicitationBridgeOptions): ElicitationBridge {
  const ownBroker = options.broker === undefined;
  const broker = options.broker ?? createMemoryBroker();
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const maxPending = options.maxPendingPerChannel ?? 20;
  /**
   * Each round's admission past the pending limit, by its first key (weakly held: a finished round is
   * forgotten). The other keys of the round follow it, so a round with many keys is one admission.
   */
  const roundAdmissions = new WeakMap<object, Promise<boolean>>();
  const maxStreams = options.maxStreamsPerChannel ?? 10;
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const maxRequestBytes = options.maxRequestBytes ?? 128 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const sitePolicy: SitePolicy = {
    allowSameSite: options.allowSameSite === true,
    ...(options.allowedOrigins !== undefined && { allowedOrigins: [...options.allowedOrigins] }),
  };
  /**
   * Every request this instance holds until it is `done`, including accepted URL-mode requests with
   * `afterOpen: 'wait'` (`waiting`): the MCP server has its answer, but the tabs keep a waiting
   * screen until the server reports completion, which reaches this instance (the one connected to
   * the MCP server) and is announced to the channel from here.
   */
  const held = new Map<string, Held>();
  /** The answers each channel is receiving now, which `disconnect` refuses. */
  const answering = new Map<string, Set<Answering>>();
  /** Whether a stream's request still belongs to its channel; a failing `authorize` gives no verdict. */
  const session: StreamSession = async (request, channel) => {
    try {
      return (await options.authorize(request)) === channel ? 'same' : 'other';
    } catch {
      return 'unknown';
    }
  };
  const streams = createBridgeStreams(broker, { maxStreams, heartbeatMs, session });
  let closed = false;

  /** Ends the channel's streams and refuses its answers in flight, on this instance. */
  function disconnectHere(channel: string): void {
    streams.signOut(channel);
    for (const flight of answering.get(channel) ?? []) {
      flight.revoked = true;
      flight.stop?.();
    }
  }
  broker.onDisconnect?.(disconnectHere);

  /**
   * A tab's "Stop task" for a request this instance holds: the adapter's stop, which sends
   * `tasks/cancel` and withdraws the task's questions (this one included), settled; `undefined`
   * when this instance does not hold the request.
   */
  function stopHere(channel: string, id: string): Promise<unknown> | undefined {
    const record = held.get(id);
    if (record === undefined || record.channel !== channel || record.stopTask === undefined) return undefined;
    if (record.state !== 'storing' && record.state !== 'stored') return undefined;
    return Promise.resolve().then(record.stopTask);
  }
  // Another instance's tab: nobody waits for the outcome (a failed stop leaves the question pending there).
  broker.onStopTask?.((channel, id) => void stopHere(channel, id)?.catch(() => undefined));

  function audit(record: Pick<Held, 'entry' | 'channel'>, result: ElicitResult, outcome: BridgeAuditRecord['outcome']): void {
    if (options.onSettled === undefined) return;
    const { entry, channel } = record;
    try {
      options.onSettled({
        id: entry.id,
        channel,
        server: entry.server,
        ...(entry.context?.toolName !== undefined && { toolName: entry.context.toolName }),
        ...(entry.context?.toolCallId !== undefined && { toolCallId: entry.context.toolCallId }),
        action: result.action,
        outcome,
        requestedAt: entry.receivedAt,
        settledAt: Date.now(),
        ...(options.auditContent &&
          result.action === 'accept' &&
          result.content !== undefined && { content: redactDataUris(result.content) }),
      });
    } catch {
      // An audit sink that throws must not change what the MCP server receives.
    }
  }

  /** Applies one event to a request: the table says what happens, this does the I/O it asks for. */
  function step(record: Held, event: BridgeRequestEvent): Promise<void> {
    const next = bridgeTransition(record.state, event);
    if (next === undefined) return Promise.resolve();
    const { entry, channel } = record;
    const { id } = entry;
    const was = record.state;
    record.state = next.state;
    if (
      was !== next.state &&
      (was === 'storing' || was === 'stored' || was === 'ending') &&
      (next.state === 'waiting' || next.state === 'done')
    ) {
      clearTimeout(record.timer);
      record.detach?.();
    }
    if (was === 'waiting' && next.state === 'done') clearTimeout(record.timer);
    if (next.state === 'done') held.delete(id);
    if (was !== 'waiting' && next.state === 'waiting') {
      // Remembered until the request's deadline (at least a minute): a completion that never comes
      // leaves the tab's waiting screen to the user's Close, as in the page.
      const left = Math.max(0, (entry.deadline ?? Date.now()) - Date.now());
      record.timer = setTimeout(() => void step(record, { type: 'forget' }), Math.max(left, 60_000));
    }
    if (next.settle !== undefined) {
      record.resolve(next.settle.result);
      audit(record, next.settle.result, next.settle.outcome);
    }
    // The answer went out already; the tabs' waiting screens close on this event.
    if (next.announce !== undefined) void broker.announce(channel, { type: next.announce, id }).catch(() => undefined);
    if (next.take === undefined) return Promise.resolve();
    const type = next.take === 'closed' ? 'withdrawn' : next.take;
    const { then } = next;
    // The store may be unreachable: the MCP request is still answered once the take gives up.
    const taking = broker
      .take(channel, id, next.take, { type, id })
      .catch(() => false)
      .then(() => (then === undefined ? undefined : step(record, { type: 'taken', ...then })));
    if (then !== undefined) record.taking = taking;
    return taking;
  }

  broker.onAnswer((answer: BrokerAnswer) => {
    const record = held.get(answer.id);
    if (record === undefined || record.channel !== answer.channel) return;
    const { params } = record.entry;
    void step(record, {
      type: 'answer',
      result: answer.result,
      waits: params.mode === 'url' && record.entry.afterOpen === 'wait' && !closed,
    });
  });

  /** Whether the round's first key was admitted (a failed admission counts as not admitted). */
  async function roundAdmitted(round: object | undefined): Promise<boolean> {
    const admission = round === undefined ? undefined : roundAdmissions.get(round);
    return admission === undefined ? false : admission.catch(() => false);
  }

  /**
   * Counts and stores in one step (`broker.admit`). A full channel may still count requests of an
   * instance that died: `list` withdraws those, and the request is admitted if that made room.
   */
  async function admitOne(
    admit: NonNullable<ElicitationBroker['admit']>,
    channel: string,
    record: BrokerRecord,
    ms: number,
  ): Promise<boolean> {
    if (await admit(channel, record, ms, maxPending)) return true;
    if ((await broker.list(channel)).length >= maxPending) return false;
    return admit(channel, record, ms, maxPending);
  }

  /** Stores a request past the pending limit: `stored`, or `store-refused` when the channel is full. */
  async function store(channel: string, record: BrokerRecord, ms: number, round: object | undefined): Promise<'stored' | 'store-refused'> {
    const admit = broker.admit?.bind(broker);
    // Read before any await: the keys of a round arrive together, and only the first may count.
    const earlier = round === undefined ? undefined : roundAdmissions.get(round);
    // Without `admit` the count came first (in `request`); so did a round's admission.
    if (admit === undefined || (earlier !== undefined && (await earlier.catch(() => false)))) {
      await broker.add(channel, record, ms);
      return 'stored';
    }
    const admission = admitOne(admit, channel, record, ms);
    if (round !== undefined) roundAdmissions.set(round, admission);
    return (await admission) ? 'stored' : 'store-refused';
  }

  async function request(
    channel: string,
    base: ElicitContext | undefined,
    params: ElicitRequestParams,
    elicitOptions: ElicitOptions,
  ): Promise<ElicitResult> {
    const { server, signal } = elicitOptions;
    if (closed || signal?.aborted) return CANCEL;
    // The keys of one 2026-07-28 `inputRequests` round arrive at once and count as one admission:
    // a round with many keys never loses a question to the limit.
    const round = elicitOptions.round;
    if (broker.admit === undefined) {
      // A broker that cannot count and store in one step: count first (one more round trip).
      let pending: unknown[];
      try {
        pending = await broker.list(channel);
      } catch {
        // The store is unreachable: no tab could see the question, so the server hears `cancel` now.
        return CANCEL;
      }
      if (closed || signal?.aborted) return CANCEL;
      if (pending.length >= maxPending && !(await roundAdmitted(round))) {
        // Not the user's refusal: the server hears `cancel` (the user never saw it), never `decline`.
        audit({ channel, entry: { id: crypto.randomUUID(), params, server, receivedAt: Date.now() } }, CANCEL, 'refused-limit');
        return CANCEL;
      }
      if (round !== undefined) roundAdmissions.set(round, Promise.resolve(true));
    }
    const receivedAt = Date.now();
    // A task's question waits until the task expires (or is answered or withdrawn), not for a live call's timeout.
    const ms = taskWait(elicitOptions, receivedAt) ?? Math.min(elicitOptions.timeoutMs ?? timeoutMs, timeoutMs);
    const context = base === undefined && elicitOptions.context === undefined ? undefined : { ...base, ...elicitOptions.context };
    const entry: BridgeEntry = {
      id: crypto.randomUUID(),
      params,
      server,
      receivedAt,
      deadline: receivedAt + ms,
      ...(elicitOptions.afterOpen !== undefined && { afterOpen: elicitOptions.afterOpen }),
      ...(elicitOptions.step !== undefined && { step: elicitOptions.step }),
      ...(context !== undefined && { context }),
      ...(elicitOptions.task !== undefined && { task: elicitOptions.task }),
      ...(elicitOptions.app !== undefined && params.mode !== 'url' && { app: { resourceUri: elicitOptions.app.resourceUri } }),
    };
    const bytes = jsonBytes(entry, maxRequestBytes);
    if (bytes > maxRequestBytes) {
      // Nothing is held or shown: the MCP client answers its server with this error.
      audit({ channel, entry }, CANCEL, 'refused-too-large');
      throw new Error(
        `The elicitation request is too large for the bridge: ${bytes} bytes of JSON with its tool context, more than maxRequestBytes (${maxRequestBytes}).`,
      );
    }
    return new Promise<ElicitResult>((resolve) => {
      const stopTask = entry.task?.stoppable === true ? elicitOptions.stopTask : undefined;
      const app = entry.app === undefined ? undefined : elicitOptions.app;
      const record: Held = {
        channel,
        entry,
        resolve,
        state: 'storing',
        ...(stopTask !== undefined && { stopTask }),
        ...(app !== undefined && { app }),
      };
      held.set(entry.id, record);
      record.timer = setTimeout(() => void step(record, { type: 'end', outcome: 'timed-out' }), ms);
      // One listener per signal, shared by the keys of a round (see `onAbort`).
      if (signal) record.detach = onAbort(signal, () => void step(record, { type: 'end', outcome: 'withdrawn' }));
      // Held before it is stored: an answer can arrive as soon as the store announces it.
      store(channel, { entry, owner: broker.instanceId }, ms, round).then(
        (stored) => void step(record, { type: stored }),
        () => void step(record, { type: 'store-failed' }),
      );
    });
  }

  function complete(channel: string, elicitationId: string, serverId?: string): boolean {
    let matched = false;
    for (const record of [...held.values()]) {
      const { params, server } = record.entry;
      if (record.channel !== channel || params.mode !== 'url' || params.elicitationId !== elicitationId) continue;
      if (serverId !== undefined && server.id !== serverId) continue;
      matched = true;
      // A -32042 step's answer goes to the retry helper, which waits for exactly this: `accept`.
      void step(record, { type: 'complete', result: record.entry.step !== undefined ? ACCEPT : CANCEL });
    }
    return matched;
  }

  /**
   * The reply to an answer for a request that is no longer pending. A retry of the answer that
   * settled it (same channel, same id, same key and content: its first reply was lost on the way)
   * is confirmed with 200 and changes nothing; any other answer gets 409, another channel's id 404
   * as before.
   */
  async function ended(channel: string, id: string, receipt: string | undefined, outcome: BridgeOutcome | undefined): Promise<Response> {
    if (
      outcome === 'answered' &&
      receipt !== undefined &&
      broker.answeredWith !== undefined &&
      (await broker.answeredWith(channel, id)) === receipt
    ) {
      return json(200, { ok: true });
    }
    return outcomeResponse(outcome);
  }

  async function answer(request: Request, channel: string): Promise<Response> {
    // A cross-site HTML form cannot send JSON without a CORS preflight: with cookie sessions this
    // keeps other sites from answering on the user's behalf (Fetch Metadata is checked before).
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return error(415, 'unsupported-media-type', 'Send the answer as application/json.');
    }
    // Held until the answer is handed over, so that a logout's `disconnect` refuses it meanwhile.
    const flight: Answering = { revoked: false };
    let flights = answering.get(channel);
    if (flights === undefined) answering.set(channel, (flights = new Set()));
    flights.add(flight);
    try {
      return await receive(request, channel, flight);
    } finally {
      flights.delete(flight);
      if (flights.size === 0 && answering.get(channel) === flights) answering.delete(channel);
    }
  }

  async function receive(request: Request, channel: string, flight: Answering): Promise<Response> {
    let text: string;
    try {
      text = await readBody(request, maxBodyBytes, bodyTimeoutMs, flight);
    } catch (caught) {
      if (caught instanceof BodyTooLarge) return error(413, 'too-large', `The answer is larger than ${maxBodyBytes} bytes.`);
      if (caught instanceof BodyTimedOut) return error(408, 'timeout', 'The answer did not arrive in time.');
      if (caught instanceof BodyStopped) return signedOut();
      return error(400, 'bad-request', 'The answer could not be read.');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return error(400, 'bad-request', 'The answer is not JSON.');
    }
    const {
      id,
      result,
      key: given,
    } = (typeof body === 'object' && body !== null ? body : {}) as { id?: unknown; result?: unknown; key?: unknown };
    if (typeof id !== 'string' || id.length === 0 || id.length > 200) return error(400, 'bad-request', 'The answer needs the request id.');
    // Ids are the bridge's own (random UUIDs): any other string names no request, and never
    // reaches a store's key, where it could spell part of another channel's.
    if (!isRequestId(id)) return outcomeResponse(undefined);
    if ((body as { stopTask?: unknown }).stopTask === true) return stopTask(channel, id, flight);
    if ((body as { readApp?: unknown }).readApp === true) return readApp(channel, id, flight);
    // The tab's key for this answer (random, the same for each retry of it); anything else is
    // ignored. What is remembered binds it to the answer's content: the same key with other
    // content is another answer.
    const key = isAnswerKey(given) ? given : undefined;
    const receipt = key === undefined ? undefined : `${key} ${answerFingerprint(result)}`;

    const record = await broker.get(channel, id);
    if (record === undefined) return ended(channel, id, receipt, await broker.outcome(channel, id));
    const verdict = validateAnswer(record.entry.params, result, options.validator, { experimental: options.experimental ?? {} });
    if (!verdict.ok) return error(422, 'invalid-content', verdict.message, verdict.issues);
    // Signed out while this answer was on its way: not handed over.
    if (flight.revoked) return signedOut();

    // Taken and handed over in one step: an answer that reaches no instance ends the request as
    // withdrawn for every tab (and 410 for a retry), never as answered.
    const outcome = await broker.answer(record.owner, {
      channel,
      id,
      result: verdict.result,
      ...(key !== undefined && { key, receipt }),
    });
    if (outcome === 'missed') return ended(channel, id, receipt, (await broker.outcome(channel, id)) ?? 'answered');
    if (outcome === 'gone') return error(410, 'gone', 'The server that asked is no longer reachable.');
    return json(200, { ok: true });
  }

  /**
   * "Stop task" from a tab (`{ id, stopTask: true }`): authorized, checked and read as an answer is,
   * for a pending request of the caller's own channel whose task offers a stop. Another channel's
   * id is 404, as for an answer.
   */
  async function stopTask(channel: string, id: string, flight: Answering): Promise<Response> {
    const record = await broker.get(channel, id);
    if (record === undefined) return outcomeResponse(await broker.outcome(channel, id));
    if (record.entry.task?.stoppable !== true) return error(409, 'not-stoppable', 'This request’s task cannot be stopped from here.');
    if (flight.revoked) return signedOut();
    if (record.owner === broker.instanceId) {
      const stopping = stopHere(channel, id);
      if (stopping === undefined) return error(410, 'gone', 'The server that asked is no longer reachable.');
      try {
        await stopping;
      } catch {
        // The server refused `tasks/cancel` (or could not be reached): the task and its questions go on.
        return error(502, 'stop-failed', 'The task could not be stopped.');
      }
      return json(200, { ok: true });
    }
    const reached = broker.stopTask !== undefined && (await broker.stopTask(record.owner, channel, id));
    if (!reached) return error(410, 'gone', 'The server that asked is no longer reachable.');
    return json(200, { ok: true });
  }

  /**
   * An app's resource for a tab (`{ id, readApp: true }`, app-rendered elicitations, a draft):
   * authorized, checked and read as an answer is, for a pending request of the caller's own channel
   * that has an app. This instance's MCP client reads it on the asking server's connection; the
   * browser never fetches it by URL. Another channel's id is 404, as for an answer. Only the
   * instance connected to the asking server can read it: elsewhere 410, and the tab shows the form.
   */
  async function readApp(channel: string, id: string, flight: Answering): Promise<Response> {
    const record = await broker.get(channel, id);
    if (record === undefined) return outcomeResponse(await broker.outcome(channel, id));
    if (record.entry.app === undefined) return error(409, 'no-app', 'This request has no app.');
    const mine = record.owner === broker.instanceId ? held.get(id) : undefined;
    if (mine?.app === undefined || mine.channel !== channel) {
      return error(410, 'gone', 'The app can be read only where the server that asked is connected.');
    }
    let resource: AppResource;
    try {
      resource = await mine.app.read();
    } catch {
      return error(502, 'app-unreadable', 'The app could not be read from the server that asked.');
    }
    // Signed out while the app was being read: not handed over.
    if (flight.revoked) return signedOut();
    return json(200, { resource });
  }

  async function handler(request: Request): Promise<Response> {
    try {
      return await route(request);
    } catch {
      // The broker failed (Redis down): a plain, retryable error; the tab keeps the user's draft.
      return error(503, 'unavailable', 'The service is temporarily unavailable. Try again.');
    }
  }

  async function route(request: Request): Promise<Response> {
    const { method } = request;
    if (method !== 'GET' && method !== 'POST') return methodNotAllowed();
    if (closed) return error(503, 'closed', 'The bridge is shutting down.');
    // Before asking who the user is: another site's page gets nothing, and holds none of the user's stream slots.
    if (!siteAllowed(request, sitePolicy)) return error(403, 'cross-site', 'Requests from other sites are refused.');
    let channel: string | null | undefined;
    try {
      channel = await options.authorize(request);
    } catch {
      channel = undefined;
    }
    if (typeof channel !== 'string' || channel.length === 0) return error(401, 'unauthorized', 'Sign in to answer requests.');
    if (method === 'GET') return streams.open(request, channel);
    return answer(request, channel);
  }

  return {
    target(channel, context) {
      return {
        request: (params, elicitOptions) => request(channel, context, params, elicitOptions),
        complete: (elicitationId, serverId) => complete(channel, elicitationId, serverId),
      };
    },
    handler,
    async disconnect(channel) {
      disconnectHere(channel);
      // The other instances: each ends its own streams and answers of the channel.
      await broker.disconnect?.(channel);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(
        [...held.values()].map(async (record) => {
          await step(record, { type: 'end', outcome: 'closed' });
          await record.taking;
        }),
      );
      streams.closeAll();
      // A broker the host passed in may serve other bridges; only the default one is ours to close.
      if (ownBroker) await broker.close();
    },
    stats() {
      let waiting = 0;
      for (const record of held.values()) if (record.state === 'waiting') waiting += 1;
      return { pending: held.size - waiting, streams: streams.count(), waiting };
    },
  };
}

/** Longest a task's question is kept: a timer cannot wait longer (about 24.8 days). */
const MAX_TASK_WAIT_MS = 2_147_483_647;

/** How long a task's question waits: until its task expires (capped), or the longest wait for a task without expiry. */
function taskWait(options: ElicitOptions, now: number): number | undefined {
  const task = options.task;
  if (task === undefined) return undefined;
  return Math.max(0, Math.min(MAX_TASK_WAIT_MS, (task.expiresAt ?? Infinity) - now));
}

function signedOut(): Response {
  return error(401, 'signed-out', 'You were signed out; the answer was not sent.');
}

/**
 * The UTF-8 size of a value's JSON, exact where it matters: a string of `n` UTF-16 units takes
 * between `n` and `3n` bytes, so one of at most `limit / 3` units is within the limit uncounted.
 */
function jsonBytes(value: unknown, limit: number): number {
  const text = JSON.stringify(value);
  return text.length * 3 <= limit ? text.length : new TextEncoder().encode(text).byteLength;
}
