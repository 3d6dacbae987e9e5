import type { CallToolResult } from '@modelcontextprotocol/client';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicitation-core';

export type TranscriptEntry =
  | { id: number; kind: 'connection'; text: string }
  | { id: number; kind: 'call'; call: number; tool: string; args: Record<string, unknown> }
  | { id: number; kind: 'elicitation'; server: string; params: ElicitRequestParams; result?: ElicitResult }
  | { id: number; kind: 'result'; call: number; tool: string; result: CallToolResult }
  | { id: number; kind: 'error'; call?: number; tool?: string; message: string };

/** A transcript entry before it gets its id (`Omit` applied to each member of the union). */
export type NewTranscriptEntry = TranscriptEntry extends infer Entry ? (Entry extends unknown ? Omit<Entry, 'id'> : never) : never;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function resultText(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type} content]`)).join('\n');
}

function Entry({ entry }: { entry: TranscriptEntry }) {
  switch (entry.kind) {
    case 'connection':
      return <p className="entry-note">{entry.text}</p>;
    case 'call':
      return (
        <>
          <h3>
            #{entry.call} Called <code>{entry.tool}</code>
          </h3>
          {Object.keys(entry.args).length > 0 && <pre>{pretty(entry.args)}</pre>}
        </>
      );
    case 'elicitation': {
      const mode = entry.params.mode === 'url' ? 'URL mode' : 'form';
      return (
        <>
          <h3>
            {entry.server} asked ({mode})
          </h3>
          <p className="server-text">{entry.params.message}</p>
          <details>
            <summary>Request params</summary>
            <pre>{pretty(entry.params)}</pre>
          </details>
          {entry.result === undefined ? (
            <p>Waiting for the user…</p>
          ) : (
            <>
              <p>
                Answered: <strong>{entry.result.action}</strong>
              </p>
              <figure>
                <figcaption>Answer sent back</figcaption>
                <pre>{pretty(entry.result)}</pre>
              </figure>
            </>
          )}
        </>
      );
    }
    case 'result':
      return (
        <>
          <h3>
            #{entry.call} Result of <code>{entry.tool}</code>
            {entry.result.isError ? ' (error)' : ''}
          </h3>
          <pre className="tool-result">{resultText(entry.result)}</pre>
          <details>
            <summary>Raw result</summary>
            <pre>{pretty(entry.result)}</pre>
          </details>
        </>
      );
    case 'error':
      return (
        <>
          <h3>{entry.call === undefined ? 'Error' : `#${entry.call} ${entry.tool ?? ''} failed`}</h3>
          <pre className="tool-error">{entry.message}</pre>
        </>
      );
  }
}

export function Transcript({ entries, onClear }: { entries: TranscriptEntry[]; onClear: () => void }) {
  return (
    <section className="transcript" aria-labelledby="transcript-heading">
      <div className="section-head">
        <h2 id="transcript-heading">Transcript</h2>
        <button type="button" onClick={onClear} disabled={entries.length === 0}>
          Clear transcript
        </button>
      </div>
      {entries.length === 0 ? (
        <p>Calls, questions, answers and results appear here.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id} data-kind={entry.kind}>
              <Entry entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
