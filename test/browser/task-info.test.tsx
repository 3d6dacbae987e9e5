/**
 * The task line (`ElicitationTaskInfo`): the tool name is the server's text, rendered as text (in
 * an isolate); the times are worded by the locale, relative to now, and move on with the clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { ElicitationTaskInfo } from '../../src/dialog/task-info';
import { ar } from '../../src/locales/ar';
import { de } from '../../src/locales/de';
import { expectNoAxeViolations } from './helpers';

const HOUR = 3_600_000;

describe('ElicitationTaskInfo', () => {
  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
  });

  it('shows a hostile tool name as text, and the times in words', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">\u202Ereport';
    const now = Date.now();
    await render(
      <main>
        <h1>Reports</h1>
        <ElicitationTaskInfo task={{ id: 't1', toolName: hostile, createdAt: now - 2 * HOUR, expiresAt: now + 72 * HOUR }} />
      </main>,
    );
    const line = page.getByText(/^Task ‘.*’, started 2 hours ago, expires in 3 days$/);
    await expect.element(line).toBeVisible();
    const code = line.element().querySelector('code bdi');
    // visibleText shows the bidi override as a visible mark, not as a reordering of the line.
    expect(code?.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(code?.textContent).not.toContain('\u202E');
    expect(document.querySelector('main img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await expectNoAxeViolations();
  });

  it('says what it knows: no tool, no start, an expiry passed', async () => {
    const now = Date.now();
    await render(<ElicitationTaskInfo task={{ id: 't1', expiresAt: now - 5 * 60_000 }} />);
    await expect.element(page.getByText('Asked by a task, expired 5 minutes ago')).toBeVisible();
  });

  it('words it in the locale given, and keeps the times current', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = Date.now();
    await render(<ElicitationTaskInfo locale={de} task={{ id: 't1', toolName: 'nightly-report', createdAt: now - 58 * 60_000 }} />);
    await expect.element(page.getByText(/^Aufgabe „nightly-report“, gestartet vor 58 Minuten$/)).toBeVisible();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await expect.element(page.getByText(/^Aufgabe „nightly-report“, gestartet vor 1 Stunde$/)).toBeVisible();
  });

  it('Arabic keeps the tool name isolated inside its quotes', async () => {
    const now = Date.now();
    await render(
      <div dir="rtl" lang="ar">
        <ElicitationTaskInfo locale={ar} task={{ id: 't1', toolName: 'nightly-report', expiresAt: now + 72 * HOUR }} />
      </div>,
    );
    const name = page.getByText('nightly-report');
    await expect.element(name).toBeVisible();
    expect(name.element().tagName).toBe('BDI');
    expect(name.element().closest('span')?.textContent).toMatch(/^المهمة «.*nightly-report.*»، تنتهي /);
  });
});
