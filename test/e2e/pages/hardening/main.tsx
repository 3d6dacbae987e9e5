// A host page for the hardening tests, built with Vite and served by the test:
// - `?csp`: one dialog under the page's strict CSP, its result written into #result;
// - `?cycles`: a queue and <ElicitationHost> that the test drives through many requests.
import '../../../../src/theme/styles.css';
import './page.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ElicitationDialog,
  ElicitationHost,
  ElicitationProvider,
  createElicitationQueue,
  type ElicitRequestFormParams,
  type ElicitResult,
} from '../../../../src/index';

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

function CspPage() {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <>
      <output id="result">{result ? JSON.stringify(result) : ''}</output>
      {result ? null : <ElicitationDialog request={request} server={{ id: 'csp-test', label: 'CSP test' }} onResult={setResult} nonce={nonce} />}
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
