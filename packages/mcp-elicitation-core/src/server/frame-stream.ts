/**
 * The bridge's event stream as a response, written one way whatever carries it: the stream's code
 * gets a {@link FrameWriter} and writes text frames to it. Anywhere, the frames go into a web
 * ReadableStream, the response's body. When `toNodeHandler` serves the request, it takes the
 * frames itself and writes them straight into Node's response, so an open stream holds no web
 * stream, reader and pending read (about 4 KiB of heap each, close to what Node's own connection
 * costs); the web stream is still made, on demand, for anyone else who reads the response's `body`
 * (a middleware that wraps the response).
 */

/**
 * Where a stream's frames go.
 *
 * @example
 * ```ts
 * writer.write(': heartbeat\n\n');
 * ```
 */
export interface FrameWriter {
  /** Writes one frame. */
  write(frame: string): void;
  /** Ends the stream from the server's side. */
  close(): void;
}

/**
 * Starts a stream on its writer (once the response is on its way) and returns the function that
 * stops it, which runs when the client goes away.
 *
 * @example
 * ```ts
 * const source: FrameSource = (writer) => {
 *   writer.write('retry: 2000\n\n');
 *   return () => undefined;
 * };
 * ```
 */
export type FrameSource = (writer: FrameWriter) => () => void;

const encoder = new TextEncoder();

/** Requests `toNodeHandler` serves: their streams may be taken as frames (see {@link takeFrames}). */
const nodeServed = new WeakSet<Request>();

/** The frames as a web stream (its `start` starts the source, its `cancel` stops it). */
function webStream(source: FrameSource): ReadableStream<Uint8Array<ArrayBuffer>> {
  let stop: (() => void) | undefined;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      stop = source({
        write(frame) {
          try {
            controller.enqueue(encoder.encode(frame));
          } catch {
            // The client went away: the stream is closed.
            stop?.();
          }
        },
        close() {
          try {
            controller.close();
          } catch {
            // Already closed by the client.
          }
        },
      });
    },
    cancel() {
      stop?.();
    },
  });
}

/** A response `toNodeHandler` writes frame by frame; its `body`, if anyone else asks, is made then. */
class FrameResponse extends Response {
  #source: FrameSource | undefined;
  #body: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(source: FrameSource, init: ResponseInit) {
    super(null, init);
    this.#source = source;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    const source = this.take();
    if (source !== undefined) this.#body = webStream(source);
    return this.#body;
  }

  /** The source, once: whoever takes it writes the frames. */
  take(): FrameSource | undefined {
    const source = this.#source;
    this.#source = undefined;
    return source;
  }
}

/**
 * A streamed response whose frames come from `source`: a web stream body, or, for a request
 * `toNodeHandler` serves, frames it writes itself.
 *
 * @example
 * ```ts
 * return frameResponse(request, { status: 200, headers }, (writer) => start(writer));
 * ```
 */
export function frameResponse(request: Request, init: ResponseInit, source: FrameSource): Response {
  return nodeServed.has(request) ? new FrameResponse(source, init) : new Response(webStream(source), init);
}

/**
 * Marks a request as served by `toNodeHandler` (it takes frames: {@link takeFrames}).
 *
 * @example
 * ```ts
 * servedByNode(request);
 * ```
 */
export function servedByNode(request: Request): void {
  nodeServed.add(request);
}

/**
 * The frame source of a response made by {@link frameResponse} for a request `toNodeHandler` serves,
 * once (undefined for any other response, or when its body was read already).
 *
 * @example
 * ```ts
 * const source = takeFrames(response);
 * ```
 */
export function takeFrames(response: Response): FrameSource | undefined {
  return response instanceof FrameResponse ? response.take() : undefined;
}
