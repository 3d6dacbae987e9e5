// In-page instrumentation shared by every contender's page. A page supplies one component that
// renders the whole dialog for a request, and a few DOM probes; this file mounts it in a small host
// app and exposes `window.__bench`, which bench/run.mjs drives through Chromium. Every time is
// taken in the page with performance.now(), so the driver's own latency never enters a figure.
import { useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { benchRequest, type BenchRequest } from './schema';
import './bench.css';

/** What a contender emits: the same shape as an MCP `ElicitResult`. */
export interface BenchResult {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface ContenderProps {
  request: BenchRequest;
  onResult: (result: BenchResult) => void;
}

export interface ContenderPage {
  Dialog: ComponentType<ContenderProps>;
  /** The error shown for the first email field, or null when none is shown. */
  emailError(): string | null;
  /** The first email field's input. */
  emailInput(): HTMLInputElement | null;
  /** The first plain text field's input ("Name"). */
  textInput(): HTMLInputElement | null;
  /** Matches the element that holds one field (label, control, error), and no element holding several. */
  fieldSelector: string;
  /** The element that holds the request when it is not a `role="dialog"` (an inline presentation). */
  container?: () => HTMLElement | null;
  /** The request of opening number `seq` (default: the 8- or 200-field form of bench/pages/schema.ts). */
  request?: (seq: number) => BenchRequest;
  /** What "focus has moved in" means (default: a field's control; a one-gesture answer focuses a button). */
  focusTarget?: string;
  /**
   * The first interaction, done synchronously in the first frame after focus (default: type one
   * character into "Name" and click Accept). Returns false when its controls are missing.
   */
  firstGesture?: () => boolean;
  /**
   * Resolves once the first gesture can take effect. One-press answers ignore input for a moment
   * after they appear (so a double press meant for the request before never answers this one);
   * the first interaction is then timed from that moment, press to result, like any other.
   */
  gestureReady?: () => Promise<void>;
}

/** Times of one opening, in ms from the moment it was asked for (page navigation for the first). */
export interface OpenTiming {
  /** The dialog element is in the DOM. */
  inDom: number;
  /** Focus has moved to its first field. */
  focused: number;
  /** The first frame after that began (its requestAnimationFrame callbacks ran; it is painted next). */
  frame: number;
  /** The first frame after that was produced. */
  painted: number;
  /** Then every task queued by that time has run (work a contender deferred on mount included). */
  ready: number;
}

export interface ColdTiming extends OpenTiming {
  /** The entry module started (all JavaScript fetched, parsed and evaluated up to it). */
  appStart: number;
}

/** A long task (over 50 ms, as Chromium reports them) in ms from navigation start. */
export interface LongTask {
  start: number;
  duration: number;
}

/** Typing one character and clicking Accept in the first frame after the first field took focus. */
export interface FirstInteraction {
  /** From the start of that frame's callback to the contender's result. */
  latency: number;
  /** The part spent synchronously in the input and click handlers. */
  blocking: number;
  result: BenchResult;
}

export interface KeystrokeTiming {
  /** From the keydown to the end of the task that handled the typed character (React's work included). */
  ms: number;
  /** Fields in which any component rendered because of this keystroke. */
  fields: number;
  /** Component renders inside fields. */
  renders: number;
  /** Component renders anywhere. */
  components: number;
  /** React commits. */
  commits: number;
}

/** The few fiber properties the render count reads (React internals, as React DevTools reads them). */
interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}

declare global {
  interface Window {
    __bench: ReturnType<typeof createApi>;
    /** Called by the stub DevTools hook in index.html on counting pages (`?count=1`). */
    __benchOnCommit?: (root: { current: Fiber }) => void;
    /** Long tasks since the page started, collected by the observer in index.html. */
    __benchLongTasks?: LongTask[];
  }
}

const COMPONENT_TAGS = new Set([0 /* function */, 1 /* class */, 11 /* forwardRef */, 14 /* memo */, 15 /* simple memo */]);
const ELEMENT_TAGS = new Set([5 /* host component */, 26 /* hoistable */, 27 /* singleton */]);
/** Set by React on a fiber whose component ran in this render (cleared when the fiber is cloned for the next). */
const PERFORMED_WORK = 1;

function firstElement(fiber: Fiber): Element | null {
  const stack: Fiber[] = fiber.child ? [fiber.child] : [];
  while (stack.length > 0) {
    const next = stack.pop() as Fiber;
    if (ELEMENT_TAGS.has(next.tag)) return next.stateNode as Element;
    if (next.sibling) stack.push(next.sibling);
    if (next.child) stack.push(next.child);
  }
  return null;
}

const work = { commits: 0, components: 0, renders: 0, fields: new Set<Element>() };

/**
 * Counts, in one commit, the components that rendered and the fields they belong to. It walks
 * only the subtrees React worked on (a bailed-out subtree keeps its old child list, as React
 * DevTools assumes too) and maps each rendered component to a field through its first DOM element.
 */
function countCommit(root: { current: Fiber }, fieldSelector: string) {
  work.commits++;
  const stack: Fiber[] = [root.current];
  while (stack.length > 0) {
    const fiber = stack.pop() as Fiber;
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
      work.components++;
      const field = firstElement(fiber)?.closest(fieldSelector);
      if (field) {
        work.renders++;
        work.fields.add(field);
      }
    }
    if (fiber.alternate === null || fiber.child !== fiber.alternate.child) {
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
  }
}

const params = new URLSearchParams(location.search);
const fieldCount = Number(params.get('n') ?? '8');

// The host app's state lives outside React so the driver can open and close the dialog.
interface HostState {
  open: boolean;
  key: number;
  request: BenchRequest;
}
// Every opening gets a request the page has not seen (bench/pages/schema.ts numbers them), so no
// contender's cache of compiled schemas can answer from an earlier opening.
let requestCount = 0;
let requestOf = (seq: number) => benchRequest(fieldCount, seq);
const freshRequest = () => requestOf(++requestCount);
// Set by createApi, once the page said which requests it renders.
let state!: HostState;
const listeners = new Set<() => void>();
function setState(next: HostState) {
  state = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
/**
 * Resolves once every task queued so far (timers, React's scheduler messages) has run. Not
 * requestIdleCallback: its idle periods run up to 50 ms apart, which would swamp the figures.
 */
const queuedTasksRun = async () => {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await nextTask();
};

/** The element that holds the request: a dialog, or what the page's `container` probe finds. */
let containerProbe: () => HTMLElement | null = () => document.querySelector<HTMLElement>('[role="dialog"]');
let focusTarget = 'input, select, textarea';
function dialogElement(): HTMLElement | null {
  return containerProbe();
}

/**
 * Resolves with the times (absolute performance.now()) at which the dialog appeared, took focus,
 * painted and settled. `onFocused` runs in the first frame after focus, before the harness's own
 * frame callback (first-interaction pages type and click there).
 */
function whenOpen(onFocused?: () => void): Promise<OpenTiming> {
  return new Promise((resolve) => {
    let inDom: number | undefined;
    const check = () => {
      const dialog = dialogElement();
      if (!dialog) return;
      inDom ??= performance.now();
      const active = document.activeElement;
      if (!active || !dialog.contains(active) || !active.matches(focusTarget)) return;
      const focused = performance.now();
      observer.disconnect();
      document.removeEventListener('focusin', check, true);
      if (onFocused) requestAnimationFrame(onFocused);
      void (async () => {
        await nextFrame();
        const frame = performance.now();
        await nextTask();
        const painted = performance.now();
        await queuedTasksRun();
        resolve({ inDom: inDom as number, focused, frame, painted, ready: performance.now() });
      })();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', check, true);
    check();
  });
}

/**
 * Resolves at `phase` (0 to 1) of a frame interval after a frame began. Frames come at a fixed
 * rate, and a warm open's "ready" waits for the next one, so the moment an opening starts within a
 * frame adds 0 to 16.7 ms. The driver's steps take about the same time each round, so without this
 * each page would start its openings at its own, nearly fixed moment: identical pages measured
 * 20 % apart. The driver sweeps `phase` over the same values for every contender instead.
 */
async function atFramePhase(phase: number): Promise<void> {
  const first = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const start = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const target = start + phase * (start - first);
  // Out of the frame's own work, then a timer for most of the wait and a spin for the rest
  // (timers fire a millisecond or more late).
  await nextTask();
  if (target - performance.now() > 3) await new Promise<void>((resolve) => setTimeout(resolve, target - performance.now() - 3));
  while (performance.now() < target) {
    // Spin: the page has nothing else to do until the opening starts.
  }
}

function whenClosed(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (dialogElement()) return;
      observer.disconnect();
      void queuedTasksRun().then(resolve);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
  });
}

function relative(t: OpenTiming, t0: number): OpenTiming {
  return { inDom: t.inDom - t0, focused: t.focused - t0, frame: t.frame - t0, painted: t.painted - t0, ready: t.ready - t0 };
}

/** Sets an input's value as typing does, past React's value tracker, and fires `input`. */
function setValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function typeInto(input: HTMLInputElement, text: string) {
  setValue(input, input.value + text);
}

function acceptButton(): HTMLButtonElement | undefined {
  const root = dialogElement();
  return [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Accept');
}

/** Resolves with the next keydown's time, taken before any other listener runs. */
function nextKeydown(): Promise<number> {
  return new Promise((resolve) => window.addEventListener('keydown', () => resolve(performance.now()), { capture: true, once: true }));
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)));
  // Cleared once settled, so no stray timer runs during a later measurement.
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function createApi(page: ContenderPage) {
  let armed: Promise<unknown> | undefined;
  let resultWaiter: ((answer: { result: BenchResult; at: number }) => void) | undefined;
  if (page.container) containerProbe = page.container;
  if (page.focusTarget) focusTarget = page.focusTarget;
  if (page.request) requestOf = page.request;
  state = { open: true, key: 0, request: freshRequest() };
  const onResult = (result: BenchResult) => {
    // Taken here, not in a promise callback: the library closes itself right after answering,
    // and React's render of that would run first.
    const at = performance.now();
    // Closing unmounts some dialogs, which answer "cancel": only a waited-for result counts.
    if (result.action === 'cancel') return;
    resultWaiter?.({ result, at });
    resultWaiter = undefined;
  };

  /**
   * On `?first=1` pages: in the first frame after the first field took focus, type one character
   * into the "Name" field and click Accept, as a quick user would, and time it to the result.
   */
  let firstInteraction: Promise<FirstInteraction> | undefined;
  let onFocused: (() => void) | undefined;
  if (params.get('first') === '1') {
    firstInteraction = new Promise<FirstInteraction>((resolve, reject) => {
      onFocused = async () => {
        // Awaited only where a page has it: the other pages still act synchronously in the first frame.
        if (page.gestureReady) await page.gestureReady();
        const t0 = performance.now();
        const result = new Promise<{ result: BenchResult; at: number }>((r) => (resultWaiter = r));
        if (page.firstGesture) {
          if (!page.firstGesture()) return reject(new Error('first interaction: the gesture’s controls are missing'));
        } else {
          const input = page.textInput();
          const accept = acceptButton();
          if (!input || !accept) return reject(new Error('first interaction: no Name field or Accept button'));
          typeInto(input, 'x');
          accept.click();
        }
        const blocking = performance.now() - t0;
        void withTimeout(result, 'the first interaction’s result').then(
          (answer) => resolve({ latency: answer.at - t0, blocking, result: answer.result }),
          reject,
        );
      };
    });
  }

  function App() {
    const host = useSyncExternalStore(subscribe, () => state);
    return (
      <main>
        <h1>Host app</h1>
        <p>A page that answers elicitation requests.</p>
        {host.open ? <page.Dialog key={host.key} request={host.request} onResult={onResult} /> : null}
      </main>
    );
  }

  const api = {
    fieldCount,
    /** The first opening, on page load; times are from navigation start. */
    cold: whenOpen(onFocused).then((t): ColdTiming => ({ appStart: performance.getEntriesByName('app-start')[0]?.startTime ?? 0, ...t })),
    /** On `?first=1` pages: the first interaction (see above). */
    first: () => firstInteraction ?? Promise.reject(new Error('not a ?first=1 page')),
    /**
     * Long tasks that started at or after `since` (ms from navigation start), once `windowMs` more
     * have passed so work queued late (a deferred compile, a chunk loaded on demand) is seen too.
     */
    async longTasksSince(since: number, windowMs: number): Promise<{ after: LongTask[]; total: number }> {
      await new Promise<void>((resolve) => setTimeout(resolve, windowMs));
      if (!window.__benchLongTasks) throw new Error('no long-task observer (index.html)');
      // `total` (those before `since` included) shows the observer works on pages with none after.
      return { after: window.__benchLongTasks.filter((t) => t.start >= since), total: window.__benchLongTasks.length };
    },
    async close() {
      const closed = whenClosed();
      setState({ ...state, open: false });
      await withTimeout(closed, 'the dialog to close');
    },
    /**
     * Opens a new request (the dialog must be closed); times are from the state change. With
     * `phase`, the state changes at that point of a frame interval (see atFramePhase).
     */
    async open(phase?: number): Promise<OpenTiming> {
      const request = freshRequest();
      if (phase !== undefined) await atFramePhase(phase);
      const opened = whenOpen();
      const t0 = performance.now();
      setState({ open: true, key: state.key + 1, request });
      return relative(await withTimeout(opened, 'the dialog to open'), t0);
    },
    emailError: () => page.emailError(),
    /**
     * Focuses the email field after the user's first visit to it: a change (a character typed and
     * deleted, value unchanged) and leaving it, so every contender counts it as touched and, as
     * a user who already edited the field expects, checks each keystroke from now on.
     */
    focusEmail() {
      const input = page.emailInput();
      if (!input) throw new Error('no email input');
      input.focus();
      const value = input.value;
      typeInto(input, 'x');
      setValue(input, value);
      input.blur();
      input.focus();
    },
    focusText() {
      const input = page.textInput();
      if (!input) throw new Error('no text input');
      input.focus();
    },
    /**
     * Arms a wait for the email error to appear (`visible`) or go away; the driver then presses a
     * key and awaits `settle()` for the ms from that keydown to the DOM change (MutationObserver).
     */
    armEmailError(visible: boolean) {
      const keydown = nextKeydown();
      armed = withTimeout(
        new Promise<number>((resolve) => {
          const check = () => {
            if ((page.emailError() !== null) !== visible) return;
            const t1 = performance.now();
            observer.disconnect();
            void keydown.then((t0) => resolve(t1 - t0));
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        }).then(async (ms) => {
          await queuedTasksRun();
          return ms;
        }),
        `the email error to ${visible ? 'appear' : 'go away'}`,
      );
    },
    /** Arms a count of the next keystroke's work: renders and commits (on `?count=1` pages), and time to the end of its task. */
    armKeystroke() {
      armed = withTimeout(
        nextKeydown().then(async (t0): Promise<KeystrokeTiming> => {
          Object.assign(work, { commits: 0, components: 0, renders: 0, fields: new Set() });
          await new Promise<void>((resolve) => window.addEventListener('input', () => resolve(), { once: true }));
          await nextTask();
          const ms = performance.now() - t0;
          await queuedTasksRun();
          return { ms, fields: work.fields.size, renders: work.renders, components: work.components, commits: work.commits };
        }),
        'a keystroke',
      );
    },
    /** Arms a wait for the next result; the driver clicks Accept and awaits `settle()` for ms from the click. */
    armResult() {
      const click = new Promise<number>((resolve) =>
        window.addEventListener('click', () => resolve(performance.now()), { capture: true, once: true }),
      );
      armed = withTimeout(
        new Promise<{ result: BenchResult; at: number }>((resolve) => (resultWaiter = resolve)).then(async ({ result, at }) => {
          const ms = at - (await click);
          await queuedTasksRun();
          return { ms, result };
        }),
        'a result',
      );
    },
    settle() {
      const waiting = armed;
      armed = undefined;
      if (!waiting) throw new Error('nothing armed');
      return waiting;
    },
    App,
  };
  return api;
}

/** Mounts a contender's page: call once from its entry module. */
export function mount(page: ContenderPage) {
  // Called from the entry module's body, so every imported module has been evaluated by now.
  performance.mark('app-start');
  const api = createApi(page);
  window.__bench = api;
  window.__benchOnCommit = (root) => countCommit(root, page.fieldSelector);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(<api.App />);
}
