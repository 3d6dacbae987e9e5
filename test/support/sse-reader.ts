/**
 * Reads a Server-Sent Events stream the way a browser's EventSource does (the WHATWG "event stream
 * interpretation", written out here independently of the library's own reader), and a reader of a
 * live stream over `fetch` for attack tests: every event it dispatched, whether the stream ended,
 * and a wait for the next event that fails loudly at a deadline.
 */

/** One dispatched event: its type (`message` by default), its data, and the `id` field it carried, if any. */
export interface SseEvent {
  readonly type: string;
  readonly data: string;
  readonly id?: string;
}

/**
 * A parser of the event stream format: feed it decoded text in any chunks, it calls `onEvent` once
 * per dispatched event. Lines end at CRLF, LF or CR; a blank line dispatches; `:` starts a comment.
 */
export function createSpecSseParser(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = '';
  let first = true;
  let data: string[] | undefined;
  let type = '';
  let id: string | undefined;
  // A CR at the end of a chunk may be the first half of a CRLF: the LF that follows is not a line.
  let pendingCr = false;

  function line(text: string): void {
    if (text === '') {
      if (data !== undefined) onEvent({ type: type === '' ? 'message' : type, data: data.join('\n'), ...(id !== undefined && { id }) });
      data = undefined;
      type = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') (data ??= []).push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  }

  return (text) => {
    if (first && text.length > 0) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = false;
    buffer += text;
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end === -1) return;
      const breakLength = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      if (buffer[end] === '\r' && end + 1 === buffer.length) pendingCr = true;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

/** A live event stream read over `fetch`. */
export interface StreamReader {
  readonly response: Response;
  /** Every event dispatched so far, in order. */
  readonly events: SseEvent[];
  /** Every chunk of text received so far, for byte-level checks. */
  readonly text: () => string;
  /** Resolves when the server ended the stream (not when `close()` cancelled it). */
  readonly ended: Promise<void>;
  isEnded(): boolean;
  /** The first event from `from` on that matches, waiting for it until `timeoutMs` (then rejects, saying what came). */
  next(predicate: (event: SseEvent) => boolean, label: string, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Waits until the server ends the stream, or rejects at the deadline. */
  waitForEnd(label: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens a GET stream and reads it until it ends or `close()`. Resolves once the response head is in. */
export async function openStream(url: string, headers: Record<string, string>): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  let received = '';
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const parse = createSpecSseParser((event) => {
    events.push(event);
    wake();
  });
  const ended = (async () => {
    if (response.body === null) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        const chunk = decoder.decode(value, { stream: true });
        received += chunk;
        parse(chunk);
      }
    } catch {
      // Cancelled by close(), or the connection failed: either way no more events.
    }
    done = true;
    wake();
  })();

  function waitUntil<T>(check: () => T | undefined, describe: () => string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(attempt);
        resolve(found);
      };
      // A deadline, not synchronisation: the wait itself is on the stream's events.
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(describe()));
      }, timeoutMs);
      waiters.add(attempt);
      attempt();
    });
  }
  const seen = () => events.map((event) => event.type).join(', ') || 'nothing';

  return {
    response,
    events,
    text: () => received,
    ended,
    isEnded: () => done,
    next(predicate, label, timeoutMs = 10_000, from = 0) {
      return waitUntil(
        () => events.slice(from).find(predicate) ?? (done ? (null as never) : undefined),
        () => `no ${label} event within ${timeoutMs} ms; the stream carried: ${seen()}${done ? ' (and ended)' : ''}`,
        timeoutMs,
      ).then((event) => {
        if (event === null) throw new Error(`the stream ended without a ${label} event; it carried: ${seen()}`);
        return event;
      });
    },
    waitForEnd(label, timeoutMs = 10_000) {
      return waitUntil(
        () => (done ? true : undefined),
        () => `the stream did not end within ${timeoutMs} ms (${label}); it carried: ${seen()}`,
        timeoutMs,
      ).then(() => undefined);
    },
    close: () => controller.abort(),
  };
}
