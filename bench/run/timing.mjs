// The timing of `npm run bench`: how a page is opened and driven in Chromium, and the orders the
// contenders run in (balanced, so drift on a shared machine falls on all alike).
import { ratioInterval } from '../paired.mjs';
import { LONG_TASK_WINDOW_MS, RUNS } from './config.mjs';
import { counts } from './sections.mjs';

/** Opens a page in a fresh context (no cache), fails on any page error, and waits for the first opening. */
export async function openPage(browser, url) {
  counts.contexts += 1;
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(url);
  if (!(await page.evaluate(() => window.crossOriginIsolated)))
    throw new Error(`${url}: not cross-origin isolated, so its clock is coarse`);
  const cold = await page.evaluate(() => window.__bench.cold);
  const check = () => {
    if (problems.length > 0) throw new Error(`${url}: ${problems.join('; ')}`);
  };
  check();
  return { page, cold, check, close: () => context.close() };
}

export const run = (page, fn, arg) => page.evaluate(fn, arg);

/** `list` started at its `k`-th element and wrapped around. */
export const rotated = (list, k) => list.map((_, i) => list[(i + k) % list.length]);

/**
 * The orders of a Williams design for `n` contenders: over its n rows (2n when n is odd) each
 * contender runs in every position equally often and right after every other contender equally
 * often. A page runs faster right after a page like itself: the floor's second copy, which always
 * ran right after the floor, measured 0.87× the floor from render to focus on warm opens of 200
 * fields, and 0.98× once the order was balanced. A fixed or merely rotated order would hand that
 * bonus to whoever follows a sibling.
 */
export function williamsRows(n) {
  const first = [0];
  for (let k = 1; first.length < n; k++) {
    first.push(k);
    if (first.length < n) first.push(n - k);
  }
  const rows = Array.from({ length: n }, (_, r) => first.map((x) => (x + r) % n));
  return n % 2 === 0 ? rows : [...rows, ...rows.map((row) => [...row].reverse())];
}
/** Round `i`'s order of `list` (see williamsRows). */
export const inRoundOrder = (list, i) => {
  const rows = williamsRows(list.length);
  // No contender (`--only=gestures` or `--only=long-message`, whose pages are measured on their own): no round.
  return rows.length === 0 ? [] : rows[i % rows.length].map((k) => list[k]);
};

/**
 * Runs `rounds` rounds of `step` over the pages of `sessions` (one per contender), one sample per
 * contender in each, so that load from elsewhere on a shared machine falls on every contender
 * alike, in a balanced order (see williamsRows). (Playwright emulates focus in every page, so the
 * pages do not steal focus from one another.)
 */
export async function roundRobin(sessions, rounds, step) {
  const entries = [...sessions];
  for (let i = 0; i < rounds; i++) {
    for (const [id, session] of inRoundOrder(entries, i)) await step(session.page, id, i);
  }
}

/** Close, then open a new request (at `phase` of a frame interval, if given); the opening's times. */
export async function warmOpen(page, phase) {
  await run(page, () => window.__bench.close());
  return run(page, (p) => window.__bench.open(p), phase);
}

/** Focuses the email field as touched, with the caret at its end, and checks it starts valid. */
export async function prepareEmail(page, id) {
  await run(page, () => window.__bench.focusEmail());
  await page.keyboard.press('End');
  const before = await run(page, () => window.__bench.emailError());
  if (before !== null) throw new Error(`${id}: the email field shows an error before typing: ${before}`);
}

/** Types "@" (the error appears), then Backspace (it goes); the ms of each. */
export async function emailErrorRoundTrip(page) {
  await run(page, () => window.__bench.armEmailError(true));
  await page.keyboard.press('@');
  const appear = await run(page, () => window.__bench.settle());
  const message = await run(page, () => window.__bench.emailError());
  await run(page, () => window.__bench.armEmailError(false));
  await page.keyboard.press('Backspace');
  const clear = await run(page, () => window.__bench.settle());
  return { appear, clear, message };
}

/** Opens a new request and clicks Accept; the ms from the click to the result, and the result. */
export async function submit(page, id) {
  await warmOpen(page);
  await run(page, () => window.__bench.armResult());
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const { ms, result } = await run(page, () => window.__bench.settle());
  if (result.action !== 'accept') throw new Error(`${id}: Accept answered ${JSON.stringify(result)}`);
  return { ms, content: result.content };
}

/** One keystroke's work: field renders, commits and time (on a `count=1` page). */
export async function keystroke(page, key) {
  await run(page, () => window.__bench.armKeystroke());
  await page.keyboard.press(key);
  return run(page, () => window.__bench.settle());
}

/**
 * One cold open: a fresh context, the page loaded, the opening's times and the long tasks after its
 * first frame. Collecting those takes LONG_TASK_WINDOW_MS after the first frame; a figure that uses
 * the opening's times only (`longTasks: false`) skips that wait, which changes nothing it measures
 * (the times are taken before it).
 */
export async function coldOpen(browser, url, { longTasks = true } = {}) {
  const session = await openPage(browser, url);
  if (!longTasks) {
    session.check();
    await session.close();
    return session.cold;
  }
  const since = session.cold.frame;
  const { after, total } = await run(session.page, ({ since, windowMs }) => window.__bench.longTasksSince(since, windowMs), {
    since,
    windowMs: LONG_TASK_WINDOW_MS,
  });
  session.check();
  await session.close();
  return { ...session.cold, longTasks: after, longTasksTotal: total };
}

/** A page that types one character into "Name" and clicks Accept in the first frame after focus. */
export async function firstInteraction(browser, url, id) {
  const session = await openPage(browser, url);
  const first = await run(session.page, () => window.__bench.first());
  session.check();
  await session.close();
  if (first.result.action !== 'accept') throw new Error(`${id}: the first interaction answered ${JSON.stringify(first.result)}`);
  return first;
}

/**
 * One-gesture answers (issue: answer in one gesture) against the plain form of the same question,
 * on bench/pages/ours-gestures.tsx: cold open and first interaction, alternating so drift hits both.
 */
export const GESTURE_PAIRS = [
  ['gate', 'gate-form', 'Approval gate (Confirm) ÷ the same approval as a form (checkbox + Accept)'],
  ['quick', 'quick-form', 'Quick answer (one button per option) ÷ the same choice as a form (radio + Accept)'],
];

export async function measureGestures(browser, url) {
  const out = {};
  // Rounds in pairs (each variant first once), from gestureMin until the ratio's interval excludes
  // 1 (the goal: no more than the plain form), at most gestureMax.
  const settledAt = (a, b) => {
    const range = ratioInterval(a, b);
    return range !== undefined && (range[1] <= 1 || range[0] > 1);
  };
  for (const [gesture, form] of GESTURE_PAIRS) {
    for (const variant of [gesture, form]) out[variant] = { cold: [], first: [] };
    for (const [key, take] of [
      // Only `ready` is compared: no wait for long tasks.
      ['cold', (variant) => coldOpen(browser, url('gestures', `variant=${variant}`), { longTasks: false })],
      ['first', (variant) => firstInteraction(browser, url('gestures', `variant=${variant}&first=1`), variant)],
    ]) {
      const pick = key === 'cold' ? (t) => t.ready : (t) => t.latency;
      for (let i = 0; i < RUNS.gestureMax; i++) {
        for (const variant of rotated([gesture, form], i)) out[variant][key].push(await take(variant));
        if (i + 1 >= RUNS.gestureMin && (i + 1) % 2 === 0 && settledAt(out[gesture][key].map(pick), out[form][key].map(pick))) break;
      }
    }
  }
  return out;
}
