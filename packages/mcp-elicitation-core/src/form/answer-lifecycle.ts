import type { ElicitResult } from '../schema/protocol';

/**
 * Where one request's answer stands:
 * - `idle`: created, not shown yet (no presentation has attached);
 * - `answering`: shown, waiting for the user;
 * - `settled`: the one result was emitted; nothing else will be.
 *
 * @example
 * if (life.getSnapshot().state === 'settled') return;
 */
export type AnswerState = 'idle' | 'answering' | 'settled';

/**
 * A snapshot of {@link AnswerLifecycle}: immutable, replaced on every change.
 *
 * @example
 * const { state, open }: AnswerSnapshot = life.getSnapshot();
 */
export interface AnswerSnapshot {
  state: AnswerState;
  /**
   * Whether the request is still on screen. It can stay open after settling (URL mode: the answer
   * is sent on consent while the screen waits for the user to finish elsewhere).
   */
  open: boolean;
}

/**
 * Timer functions, injectable so tests drive time with fake timers: the answer lifecycle's
 * `timers` option, and the queue's.
 *
 * @example
 * const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never) };
 */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * Options of {@link createAnswerLifecycle}.
 *
 * @example
 * const options: AnswerLifecycleOptions = { onResult: respond, cancelOnDetach: false };
 */
export interface AnswerLifecycleOptions {
  /** Called exactly once with the answer. */
  onResult: (result: ElicitResult) => void;
  /** Called once when a request that already answered but stayed open closes. */
  onClose?: () => void;
  /**
   * Whether detaching an unanswered request (its presentation unmounted) answers `cancel`.
   * Default `true`. A host that keeps requests pending elsewhere (a queue) turns it off.
   */
  cancelOnDetach?: boolean;
  timers?: Timers;
}

/**
 * The answer-exactly-once lifecycle of one request, framework-free. A presentation attaches when it
 * is shown and detaches when it goes away; the user's actions call `finish` or `dismiss`.
 *
 * @example
 * const life: AnswerLifecycle = createAnswerLifecycle({ onResult: respond });
 */
export interface AnswerLifecycle {
  getSnapshot(): AnswerSnapshot;
  subscribe(listener: () => void): () => void;
  /** The presentation is shown: `idle` → `answering`, and a pending detach-cancel is called off. */
  attach(): void;
  /**
   * The presentation went away. An unanswered request is cancelled on the next task (when
   * `cancelOnDetach`), so a detach that is immediately followed by an attach (React StrictMode's
   * unmount-and-remount in development) answers nothing.
   */
  detach(): void;
  /**
   * Emits the result, once; returns false (and does nothing) when already settled. Closes, unless
   * `keepOpen` is set.
   */
  finish(result: ElicitResult, options?: { keepOpen?: boolean }): boolean;
  /** Closes: cancels first when nothing was answered yet, else just closes (reporting `onClose` once). */
  dismiss(): void;
  /** Replaces the callbacks (a component passes fresh ones on every render). */
  update(options: Pick<AnswerLifecycleOptions, 'onResult' | 'onClose' | 'cancelOnDetach'>): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Creates the lifecycle of one request's answer.
 *
 * @example
 * const life = createAnswerLifecycle({ onResult: respond });
 * life.attach(); // shown
 * life.finish({ action: 'decline' }); // true: sent
 * life.finish({ action: 'cancel' }); // false: a request answers once
 */
export function createAnswerLifecycle(options: AnswerLifecycleOptions): AnswerLifecycle {
  let callbacks = { onResult: options.onResult, onClose: options.onClose, cancelOnDetach: options.cancelOnDetach ?? true };
  const timers = options.timers ?? realTimers;
  let snapshot: AnswerSnapshot = { state: 'idle', open: true };
  let closeReported = false;
  let pendingCancel: unknown;
  const listeners = new Set<() => void>();

  const set = (next: Partial<AnswerSnapshot>) => {
    const merged = { ...snapshot, ...next };
    if (merged.state === snapshot.state && merged.open === snapshot.open) return;
    snapshot = merged;
    for (const listener of [...listeners]) listener();
  };
  const clearPending = () => {
    if (pendingCancel === undefined) return;
    timers.clearTimeout(pendingCancel);
    pendingCancel = undefined;
  };

  const finish: AnswerLifecycle['finish'] = (result, finishOptions) => {
    if (snapshot.state === 'settled') return false;
    clearPending();
    set({ state: 'settled', open: finishOptions?.keepOpen ? snapshot.open : false });
    callbacks.onResult(result);
    return true;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach() {
      clearPending();
      if (snapshot.state === 'idle') set({ state: 'answering' });
    },
    detach() {
      if (snapshot.state === 'settled' || !callbacks.cancelOnDetach) return;
      clearPending();
      pendingCancel = timers.setTimeout(() => {
        pendingCancel = undefined;
        finish({ action: 'cancel' });
      }, 0);
    },
    finish,
    dismiss() {
      if (snapshot.state !== 'settled') {
        finish({ action: 'cancel' });
        return;
      }
      set({ open: false });
      if (closeReported) return;
      closeReported = true;
      callbacks.onClose?.();
    },
    update(next) {
      callbacks = { onResult: next.onResult, onClose: next.onClose, cancelOnDetach: next.cancelOnDetach ?? true };
      if (!callbacks.cancelOnDetach) clearPending();
    },
  };
}
