// A host page for the hardening tests, built with Vite and served by the test:
// - `?csp`: one dialog under the page's strict CSP, its result written into #result;
// - `?cycles`: a queue and <ElicitationHost> that the test drives through many requests;
// - `?csp&pattern`, `?csp&url`: a request that needs a chunk loaded on demand (the pattern engine,
//   the Public Suffix List) under the same policy.
import '../../../../src/theme/styles.css';
import './page.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationDialog, ElicitationHost, ElicitationProvider } from '../../../../src/index';
import { createElicitationQueue, type ElicitResult } from 'mcp-elicitation-core';
import type { ElicitRequestFormParams } from 'mcp-elicitation-core';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

const request: ElicitRequestFormParams = {
  message: 'Where should we send the receipt?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email' },
      copies: { type: 'integer', title: 'Copies', minimum: 1, maximum: 3, default: 1 },
    },
    required: ['email'],
  },
};

/** A backtracking pattern: run in re2js, loaded with import() when this request arrives. */
const patternRequest: ElicitRequestFormParams = {
  message: 'Which code?',
  requestedSchema: { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^(a|a?)+$' } }, required: ['code'] },
};
/** A hosting tenant: named from the Public Suffix List, loaded with import() when this request arrives. */
const urlRequest = { mode: 'url', message: 'Upload here', url: 'https://tenant.blob.core.windows.net/upload', elicitationId: 'csp-url' };

function CspPage() {
  const [result, setResult] = useState<ElicitResult>();
  const query = new URLSearchParams(location.search);
  const shown = query.has('pattern') ? patternRequest : query.has('url') ? urlRequest : request;
  return (
    <>
      <output id="result">{result ? JSON.stringify(result) : ''}</output>
      {result ? null : (
        <ElicitationDialog
          request={shown}
          server={{ id: 'csp-test', label: 'CSP test' }}
          onResult={setResult}
          nonce={nonce}
          openUrl={() => 'opened'}
        />
      )}
    </>
  );
}

const queue = createElicitationQueue({ maxPendingPerServer: 10, maxPerMinute: 100_000 });
declare global {
  interface Window {
    /** Queues one request; resolves with its answer. */
    askOnce: () => Promise<ElicitResult>;
  }
}
window.askOnce = () => queue.request(request, { server: { id: 'cycles', label: 'Cycles' } });

const root = createRoot(document.getElementById('root')!);
root.render(
  new URLSearchParams(location.search).has('csp') ? (
    <CspPage />
  ) : (
    <ElicitationProvider queue={queue}>
      <ElicitationHost />
    </ElicitationProvider>
  ),
);
