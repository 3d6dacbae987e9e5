import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ElicitationHost, type ElicitationLocale } from '../../src/index';
import { type Elicit } from 'mcp-elicitation-core';
import type { ElicitTarget } from 'mcp-elicitation-core';
import { connect, PLAYGROUND_EXPERIMENTAL, type McpConnection, type ProtocolChoice } from './connection';
import { queue } from './queue';
import { ToolList } from './tool-list';
import { Transcript, type NewTranscriptEntry, type TranscriptEntry } from './transcript';

/** `?server=<url>` wins; then the demo server `npm start` injected; then its usual address. */
function initialServerUrl(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('server');
  return fromQuery ?? (import.meta.env.VITE_MCP_SERVER_URL as string | undefined) ?? 'http://127.0.0.1:3333/mcp';
}

/** `?locale=ar` (or de, es, fr, ja, zh-Hans) shows the dialog in that language; the page takes its direction. */
const LOCALES = import.meta.glob<Record<string, ElicitationLocale>>('../../src/locales/{ar,de,es,fr,ja,zh-Hans}.ts');

function useLocaleFromQuery(): ElicitationLocale | undefined {
  const [locale, setLocale] = useState<ElicitationLocale>();
  useEffect(() => {
    const name = new URLSearchParams(window.location.search).get('locale');
    const load = name === null ? undefined : LOCALES[`../../src/locales/${name}.ts`];
    if (load === undefined) return;
    void load().then((module) => {
      const found = Object.values(module)[0];
      if (found === undefined) return;
      document.documentElement.lang = found.lang;
      document.documentElement.dir = found.dir;
      setLocale(found);
    });
  }, []);
  return locale;
}

type Status = { state: 'idle' | 'connecting' | 'connected' | 'failed'; text: string };

/** The host's own deadline for each question (the dialog counts down, then cancels): seconds, or none. */
const ANSWER_WITHIN = [
  { value: '', label: 'No limit' },
  { value: '15', label: '15 seconds' },
  { value: '60', label: '1 minute' },
  { value: '300', label: '5 minutes' },
] as const;

export function App() {
  const locale = useLocaleFromQuery();
  const [url, setUrl] = useState(initialServerUrl);
  const [protocol, setProtocol] = useState<ProtocolChoice>('auto');
  const [status, setStatus] = useState<Status>({ state: 'idle', text: 'Not connected.' });
  const [connection, setConnection] = useState<McpConnection>();
  const [entries, setEntries] = useState<TranscriptEntry[]>([]);
  const [answerWithin, setAnswerWithin] = useState('');
  const answerWithinMs = useRef<number | undefined>(undefined);
  const nextId = useRef(1);
  const nextCall = useRef(1);
  const connectionRef = useRef<McpConnection | undefined>(undefined);
  /** Bumped by every connect and by unmount, so a connect that finishes late closes itself. */
  const epoch = useRef(0);

  const add = useCallback((entry: NewTranscriptEntry) => {
    const id = nextId.current++;
    setEntries((list) => [...list, { ...entry, id } as TranscriptEntry]);
    return id;
  }, []);
  const update = useCallback((id: number, change: Partial<TranscriptEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? ({ ...entry, ...change } as TranscriptEntry) : entry)));
  }, []);

  // Every request still goes to the dialog; this only records it and the answer sent back.
  const recordingElicit = useCallback<Elicit>(
    async (params, options) => {
      const id = add({ kind: 'elicitation', server: options.server.label ?? options.server.id, params });
      const limit = answerWithinMs.current;
      const timeoutMs = limit === undefined ? options.timeoutMs : Math.min(limit, options.timeoutMs ?? limit);
      const result = await queue.request(params, { ...options, ...(timeoutMs !== undefined && { timeoutMs }) });
      update(id, { result });
      return result;
    },
    [add, update],
  );
  // With the queue's `complete`, a server's notifications/elicitation/complete closes its URL request.
  const recordingTarget = useMemo<ElicitTarget>(
    () => ({ request: recordingElicit, complete: (elicitationId, serverId) => queue.complete(elicitationId, serverId) }),
    [recordingElicit],
  );

  const open = useCallback(
    async (target: string, choice: ProtocolChoice) => {
      const mine = ++epoch.current;
      const previous = connectionRef.current;
      connectionRef.current = undefined;
      await previous?.close().catch(() => {});
      if (mine !== epoch.current) return;
      setConnection(undefined);
      setStatus({ state: 'connecting', text: `Connecting to ${target}…` });
      try {
        const next = await connect(target, choice, recordingTarget);
        if (mine !== epoch.current) {
          await next.close().catch(() => {});
          return;
        }
        connectionRef.current = next;
        setConnection(next);
        const { info } = next;
        const text =
          `Connected to ${info.serverName ?? 'an unnamed server'}${info.serverVersion ? ` ${info.serverVersion}` : ''} ` +
          `at ${info.label}, protocol ${info.protocolVersion ?? 'unknown'}, ${info.tools.length} ${info.tools.length === 1 ? 'tool' : 'tools'}.`;
        setStatus({ state: 'connected', text });
        add({ kind: 'connection', text });
      } catch (error) {
        if (mine !== epoch.current) return;
        const text = `Could not connect to ${target}: ${(error as Error).message}`;
        setStatus({ state: 'failed', text });
        add({ kind: 'connection', text });
      }
    },
    [add, recordingTarget],
  );

  useEffect(() => {
    // Deferred, so StrictMode's mount-unmount-mount in development connects once.
    const timer = setTimeout(() => void open(initialServerUrl(), 'auto'), 0);
    return () => {
      clearTimeout(timer);
      epoch.current += 1;
      void connectionRef.current?.close();
      connectionRef.current = undefined;
    };
  }, [open]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void open(url, protocol);
  }

  async function callTool(name: string, args: Record<string, unknown>) {
    const current = connectionRef.current;
    if (current === undefined) return;
    const call = nextCall.current++;
    add({ kind: 'call', call, tool: name, args });
    try {
      const result = await current.callTool(name, args);
      add({ kind: 'result', call, tool: name, result });
    } catch (error) {
      add({ kind: 'error', call, tool: name, message: (error as Error).message });
    }
  }

  return (
    <>
      <header className="page-header">
        <h1>mcp-elicitation-react playground</h1>
        <p>A real MCP server, the official TypeScript client in this page, and the elicitation dialog answering for you.</p>
        <nav aria-label="Modes">
          <span aria-current="page">In-page client</span> · <a href="/agent/">Agent backend</a> (the MCP client on the server, questions in
          a chat thread)
        </nav>
      </header>
      <main>
        <section className="connection" aria-labelledby="connection-heading">
          <h2 id="connection-heading">Server</h2>
          <form onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor="server-url">MCP server URL</label>
              <input
                id="server-url"
                type="url"
                required
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                aria-describedby="server-url-hint"
              />
              <p id="server-url-hint" className="hint">
                Streamable HTTP endpoint, such as a local server-everything at http://127.0.0.1:3001/mcp
              </p>
            </div>
            <div className="field">
              <label htmlFor="protocol">Protocol</label>
              <select id="protocol" value={protocol} onChange={(event) => setProtocol(event.target.value as ProtocolChoice)}>
                <option value="auto">Newest the server offers (2026-07-28 multi round-trip)</option>
                <option value="legacy">2025-11-25 (server-to-client requests)</option>
              </select>
            </div>
            <button type="submit" disabled={status.state === 'connecting'}>
              Connect
            </button>
          </form>
          <div className="field">
            <label htmlFor="answer-within">Time to answer each question</label>
            <select
              id="answer-within"
              value={answerWithin}
              onChange={(event) => {
                setAnswerWithin(event.target.value);
                answerWithinMs.current = event.target.value === '' ? undefined : Number(event.target.value) * 1000;
              }}
              aria-describedby="answer-within-hint"
            >
              {ANSWER_WITHIN.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p id="answer-within-hint" className="hint">
              The host&apos;s deadline: the dialog counts down, then cancels the question. Applies to questions asked from now on.
            </p>
          </div>
          <p role="status" className={`status status-${status.state}`}>
            {status.text}
          </p>
        </section>
        <div className="columns">
          <ToolList key={connection?.info.url ?? 'none'} tools={connection?.info.tools ?? []} onCall={callTool} />
          <Transcript entries={entries} onClear={() => setEntries([])} />
        </div>
      </main>
      <ElicitationHost locale={locale} experimental={PLAYGROUND_EXPERIMENTAL} />
    </>
  );
}
