/**
 * Gates for the chat e2e tests: hold a response stream from a chosen event until the test opens
 * the gate, so a question can be made to reach the page before, with or after its tool call's card
 * (the card comes on the chat stream, the question on the bridge's event stream). Waits are on
 * events (the page showing something), never on time.
 */
import type { Page } from 'playwright-core';

export interface Gate {
  /** From now on, a stream that meets a matching chunk holds it and everything after it. */
  close(): void;
  /** Lets every held stream go on, and stops holding. */
  open(): void;
  /** Resolves once a stream is holding a chunk since the last `close()`. */
  holding(): Promise<void>;
  /** The response, its body passed through this gate (read eagerly, so the sender never waits). */
  wrap(response: Response, matches: (text: string) => boolean): Response;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

export function createGate(): Gate {
  let closed = false;
  let released = deferred();
  let held = deferred();
  return {
    close() {
      closed = true;
      released = deferred();
      held = deferred();
    },
    open() {
      closed = false;
      released.resolve();
    },
    holding: () => held.promise,
    wrap(response, matches) {
      if (response.body === null) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const writer = writable.getWriter();
      // The page went away (a reload): stop reading, so the route sees its stream end.
      writer.closed.catch(() => void reader.cancel().catch(() => undefined));
      void (async () => {
        let chain: Promise<unknown> = Promise.resolve();
        let holding = false;
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (!holding && closed && matches(decoder.decode(value, { stream: true }))) {
              holding = true;
              const release = released.promise;
              held.resolve();
              chain = chain.then(() => release);
            }
            chain = chain.then(() => writer.write(value));
          }
          await chain.then(() => writer.close());
        } catch (error) {
          await writer.abort(error).catch(() => undefined);
        }
      })();
      return new Response(readable, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
  };
}

/**
 * Counts, in the page, the question panels on screen after every change of the DOM, and keeps the
 * largest count since the last `resetQuestionCount`: a question shown twice, even for one frame
 * between two changes, makes it 2. A panel is a group labelled "Request from …".
 */
export async function watchQuestionCount(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { max: 0 };
    (window as unknown as { __questions: typeof state }).__questions = state;
    const count = () =>
      [...document.querySelectorAll('[role="group"][aria-labelledby]')].filter((group) =>
        (document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').startsWith('Request from'),
      ).length;
    new MutationObserver(() => {
      state.max = Math.max(state.max, count());
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function resetQuestionCount(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __questions: { max: number } }).__questions.max = 0;
  });
}

export function maxQuestionCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __questions: { max: number } }).__questions.max);
}
