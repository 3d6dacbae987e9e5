/**
 * App-rendered elicitations (SEP-3118, a draft): the four conditions and the hint, the capability
 * the client declares, the resource a client may show (exactly one MCP App document), and the
 * policy and document an app runs under.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_FRAME_SANDBOX,
  appContentSecurityPolicy,
  appDocument,
  appElicitationCapabilities,
  appHint,
  appRendering,
  AppResourceError,
  appResourceOf,
  appSources,
  createElicitationQueue,
  type ElicitApp,
  type ElicitRequestParams,
} from 'mcp-elicitation-core';
import { repoRoot } from '../support/processes';
import { nextPending } from '../support/queue-helpers';

const uri = 'ui://seats/map.html';
const form = {
  message: 'Pick a seat',
  requestedSchema: { type: 'object', properties: { seat: { type: 'string' } } },
  _meta: { ui: { resourceUri: uri } },
} as ElicitRequestParams;
const client = { elicitation: { form: {} }, ...appElicitationCapabilities() };
const server = { extensions: { 'io.modelcontextprotocol/ui': { elicitation: {} } } };

describe('appRendering: the four conditions and the hint', () => {
  it('renders when all four hold and the hint is an absolute ui:// URI', () => {
    expect(appRendering(form, client, server)).toEqual({ resourceUri: uri });
    expect(appRendering({ ...form, mode: 'form' } as ElicitRequestParams, client, server)).toEqual({ resourceUri: uri });
  });

  it.each([
    ['the client did not declare elicitation.form', { extensions: client.extensions }, server, 'client-form'],
    ['the client declared no extension', { elicitation: { form: {} } }, server, 'client-mime-type'],
    [
      'the client lacks the app media type',
      { elicitation: { form: {} }, extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html'], elicitation: {} } } },
      server,
      'client-mime-type',
    ],
    [
      "the client's extension lacks elicitation",
      { elicitation: { form: {} }, extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } },
      server,
      'client-elicitation',
    ],
    ['the server declared no extension', client, { tools: {} }, 'server-elicitation'],
    ["the server's extension lacks elicitation", client, { extensions: { 'io.modelcontextprotocol/ui': {} } }, 'server-elicitation'],
    ['the server sent no capabilities', client, undefined, 'server-elicitation'],
    [
      'a capability of the wrong shape',
      client,
      { extensions: { 'io.modelcontextprotocol/ui': { elicitation: true } } },
      'server-elicitation',
    ],
  ])('shows the form when %s', (_, clientCapabilities, serverCapabilities, refused) => {
    expect(appRendering(form, clientCapabilities, serverCapabilities)).toEqual({ refused });
  });

  it('ignores the hint of a URL-mode request', () => {
    const url = { mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'e', _meta: form._meta };
    expect(appRendering(url as ElicitRequestParams, client, server)).toEqual({ refused: 'not-form' });
  });

  it('shows the form without a hint', () => {
    expect(appRendering({ ...form, _meta: {} } as ElicitRequestParams, client, server)).toEqual({ refused: 'no-hint' });
  });

  it.each([
    ['https://example.com/app.html'],
    ['ui:seats'],
    ['ui://'],
    ['/seats/map.html'],
    ['ui://seats/ map.html'],
    ['ui://seats/\u0000map.html'],
    [`ui://${'a'.repeat(2100)}`],
    [42],
  ])('ignores a hint that is not an absolute ui:// URI: %j', (resourceUri) => {
    const params = { ...form, _meta: { ui: { resourceUri } } } as unknown as ElicitRequestParams;
    expect(appHint(params)).toBeUndefined();
    expect(appRendering(params, client, server)).toEqual({ refused: 'not-ui-uri' });
  });
});

describe('appResourceOf: exactly one MCP App document', () => {
  const content = { uri, mimeType: 'text/html;profile=mcp-app', text: '<p>Seats</p>' };

  it('takes the one content of the app media type, text or UTF-8 base64', () => {
    expect(appResourceOf({ contents: [content] }, uri)).toEqual({ uri, html: '<p>Seats</p>' });
    const blob = btoa(String.fromCharCode(...new TextEncoder().encode('<p>Sitzplätze</p>')));
    expect(appResourceOf({ contents: [{ uri, mimeType: 'text/html; profile=mcp-app', blob }] }, uri).html).toBe('<p>Sitzplätze</p>');
  });

  it('keeps only the declared lists of strings of its csp', () => {
    const declared = { connectDomains: ['https://api.example.com', 7], resourceDomains: [], frameDomains: 'x', extra: ['y'] };
    expect(appResourceOf({ contents: [{ ...content, _meta: { ui: { csp: declared } } }] }, uri).csp).toEqual({
      connectDomains: ['https://api.example.com'],
    });
  });

  it.each([
    ['no contents', { contents: [] }, 'no-contents'],
    ['no result', null, 'no-contents'],
    ['two contents', { contents: [content, content] }, 'several-contents'],
    ['another URI', { contents: [{ ...content, uri: 'ui://other/app.html' }] }, 'wrong-uri'],
    ['plain HTML', { contents: [{ ...content, mimeType: 'text/html' }] }, 'wrong-mime-type'],
    ['no media type', { contents: [{ uri, text: '<p>x</p>' }] }, 'wrong-mime-type'],
    ['no document', { contents: [{ uri, mimeType: content.mimeType }] }, 'no-document'],
    ['a blob that is not UTF-8', { contents: [{ uri, mimeType: content.mimeType, blob: btoa('\u00ff\u00fe') }] }, 'no-document'],
    ['a blob that is not base64', { contents: [{ uri, mimeType: content.mimeType, blob: '***' }] }, 'no-document'],
    ['a document over the limit', { contents: [{ ...content, text: 'x'.repeat(5 * 1024 * 1024 + 1) }] }, 'too-large'],
  ])('refuses %s', (_, result, code) => {
    expect(() => appResourceOf(result, uri)).toThrow(AppResourceError);
    try {
      appResourceOf(result, uri);
    } catch (error) {
      expect((error as AppResourceError).code).toBe(code);
    }
  });
});

describe('the policy and document an app runs under', () => {
  it('names no source the resource did not declare', () => {
    const policy = appContentSecurityPolicy(undefined);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('names the declared sources, and drops entries that are not sources', () => {
    const policy = appContentSecurityPolicy({
      connectDomains: ['https://api.example.com', "'unsafe-eval'", 'x; script-src *', '*'],
      resourceDomains: ['https://cdn.example.com'],
    });
    expect(policy).toContain('connect-src https://api.example.com;');
    expect(policy).toContain("script-src 'unsafe-inline' https://cdn.example.com;");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy.split(';').filter((directive) => directive.trim().startsWith('script-src'))).toHaveLength(1);
    expect(appSources(['https://*.example.com', 'cdn.example.com:8443', 'data:', 'http://a b'])).toEqual([
      'https://*.example.com',
      'cdn.example.com:8443',
    ]);
  });

  it('puts the policy first in the document, escaped, and never grants allow-same-origin', () => {
    const document = appDocument('<p>Seats</p>', `default-src 'none'; x "><script>`);
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<p>Seats</p>'));
    expect(document).toContain('content="default-src \'none\'; x &quot;&gt;&lt;script&gt;"');
    expect(APP_FRAME_SANDBOX).not.toContain('allow-same-origin');
  });
});

describe('the shipped sandbox proxy page', () => {
  const page = readFileSync(join(repoRoot, 'src/apps/sandbox-proxy.html'), 'utf8');
  const script = page.slice(page.indexOf('<script>'));

  it("sandboxes the app's frame as the host says, never with allow-same-origin, whatever the host sends", () => {
    // A static page cannot import the constant: it must spell the same one.
    expect(script).toContain(`const INNER_SANDBOX = '${APP_FRAME_SANDBOX}';`);
    expect(script).not.toContain('allow-same-origin');
    expect(script).not.toMatch(/params\.sandbox/);
  });

  it('talks only to the page that framed it, and refuses to run on that page’s own origin', () => {
    expect(script).toContain('if (event.origin !== host) return;');
    expect(script).toContain('window.parent.postMessage(event.data, host)');
    expect(script).toContain('host === window.location.origin');
  });
});

describe('the queue carries the app', () => {
  const app: ElicitApp = { resourceUri: uri, read: () => Promise.resolve({ uri, html: '<p>Seats</p>' }) };

  it('on a form request, as the adapter handed it over', () => {
    const queue = createElicitationQueue();
    void queue.request(form, { server: { id: 'seats' }, app });
    return nextPending(queue).then((entry) => expect(entry.app).toBe(app));
  });

  it('never on a URL-mode request', () => {
    const queue = createElicitationQueue();
    const url = { mode: 'url', message: 'Sign in', url: 'https://example.com', elicitationId: 'e' } as ElicitRequestParams;
    void queue.request(url, { server: { id: 'seats' }, app });
    return nextPending(queue).then((entry) => expect(entry.app).toBeUndefined());
  });
});
