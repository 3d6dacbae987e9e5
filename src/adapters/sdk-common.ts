/**
 * What the v1 and v2 adapters of the official TypeScript SDK share: the capability declaration,
 * the request options for calls that may elicit, and the attach options. No SDK import at all, so
 * each adapter stays typed against its own SDK line.
 */
import type { ElicitTarget, ServerSource } from '../elicitation/elicit';

/**
 * Options of {@link elicitationCapabilities}.
 *
 * @example
 * ```ts
 * const options: ElicitationCapabilityOptions = { url: false };
 * ```
 */
export interface ElicitationCapabilityOptions {
  /** Declare URL mode too (2025-11-25 and later). Default `true`. */
  url?: boolean;
  /**
   * Let the SDK fill defaults the user left out into accepted answers. Default `false`: the
   * dialog pre-fills defaults visibly, so the user sees everything that is sent.
   */
  applyDefaults?: boolean;
}

/**
 * The `capabilities` to pass to `new Client(info, { capabilities })`. The SDKs refuse to register
 * an elicitation handler unless the capability was declared first, and a server only offers
 * elicitation-based tools to clients that declared it (on 2026-07-28 connections the v2 client
 * sends it with every request), so declare it at construction.
 *
 * @example
 * ```ts
 * const client = new Client({ name: 'my-app', version: '1.0.0' }, { capabilities: elicitationCapabilities() });
 * ```
 */
export function elicitationCapabilities(options: ElicitationCapabilityOptions = {}): {
  elicitation: { form: { applyDefaults?: boolean }; url?: Record<string, never> };
} {
  return {
    elicitation: {
      form: options.applyDefaults ? { applyDefaults: true } : {},
      ...(options.url !== false && { url: {} }),
    },
  };
}

/**
 * Options of `callToolOptions`, with the SDK line's own progress listener type.
 *
 * @example
 * ```ts
 * const options: CallToolTimeoutOptions = { timeoutMs: 15 * 60_000 };
 * ```
 */
export interface CallToolTimeoutOptions<OnProgress = (progress: { progress: number; total?: number; message?: string }) => void> {
  /** Per-request timeout; reset by every progress notification. Default 10 minutes. */
  timeoutMs?: number;
  /** Upper bound for the whole call (on 2026-07-28: all rounds together). Default: none. */
  maxTotalTimeoutMs?: number;
  /** Progress listener. A no-op one is installed otherwise (see `callToolOptions`). */
  onprogress?: OnProgress;
}

/**
 * The request options both SDK lines understand. The SDK only asks the server for progress when
 * `onprogress` is set, and only progress can extend a timeout, hence the no-op default.
 *
 * @example
 * ```ts
 * const options = elicitingRequestOptions({ timeoutMs: 5 * 60_000 });
 * ```
 */
export function elicitingRequestOptions<OnProgress>(options: CallToolTimeoutOptions<OnProgress>) {
  return {
    timeout: options.timeoutMs ?? 10 * 60_000,
    resetTimeoutOnProgress: true,
    onprogress: options.onprogress ?? ((() => {}) as OnProgress),
    ...(options.maxTotalTimeoutMs !== undefined && { maxTotalTimeout: options.maxTotalTimeoutMs }),
  };
}

/**
 * Options of `attachElicitation`.
 *
 * @example
 * ```ts
 * const options: AttachElicitationOptions = { elicit: queue, server: { id: 'files', label: 'Files' } };
 * ```
 */
export interface AttachElicitationOptions {
  /** Where requests go: the queue, or any function of its `request` shape. */
  elicit: ElicitTarget;
  /**
   * The host's identity for this connection. `reported` is filled from the server's
   * `serverInfo` (read from `client.getServerVersion()` at request time) unless set here.
   */
  server: ServerSource;
  /** Per-request timeout handed to `elicit`. */
  timeoutMs?: number;
}
