import { useState } from 'react';
import { ElicitationDialog, type ElicitationDialogProps } from '../../src/index';
import { type ElicitResult, type ServerIdentity } from 'mcp-elicitation-core';

/** The host's trusted name for the server in every story, plus what the server says about itself. */
export const server: ServerIdentity = { id: 'acme', label: 'Acme Tools', reported: { name: 'acme-mcp', title: 'Acme', version: '2.1.0' } };

/**
 * A page that shows one request: the dialog while it is unanswered, then the result it emitted as
 * JSON and a button to show the request again. Nothing focusable sits behind the open dialog (the
 * modal hides the rest of the page from assistive technology, and axe rightly objects to focusable
 * content inside hidden content).
 */
export function DialogStage(props: ElicitationDialogProps) {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<ElicitResult>();
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      {result === undefined ? (
        <ElicitationDialog
          key={round}
          {...props}
          onResult={(answer) => {
            props.onResult(answer);
            setResult(answer);
          }}
        />
      ) : (
        <ResultView result={result} onAgain={() => (setResult(undefined), setRound((n) => n + 1))} />
      )}
    </main>
  );
}

/** The result that would be sent to the server, as JSON. */
export function ResultView({ result, onAgain }: { result: ElicitResult; onAgain?: () => void }) {
  return (
    <section aria-labelledby="story-result-heading">
      <h2 id="story-result-heading" style={{ fontSize: '1rem' }}>
        Result sent to the server
      </h2>
      <pre data-testid="story-result" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(result, null, 2)}
      </pre>
      {onAgain ? (
        <button type="button" onClick={onAgain}>
          Show the request again
        </button>
      ) : null}
    </section>
  );
}
