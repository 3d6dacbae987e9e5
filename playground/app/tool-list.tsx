import { useState } from 'react';
import type { Tool } from '@modelcontextprotocol/client';

/** The arguments a tool's schema suggests: each property's `default`, when it has one. */
function defaultArguments(tool: Tool): string {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, { default?: unknown }>;
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema && typeof schema === 'object' && 'default' in schema) args[name] = schema.default;
  }
  return JSON.stringify(args, null, 2);
}

function ToolItem({ tool, onCall }: { tool: Tool; onCall: (name: string, args: Record<string, unknown>) => void }) {
  const hasInput = Object.keys(tool.inputSchema.properties ?? {}).length > 0;
  const [args, setArgs] = useState(() => (hasInput ? defaultArguments(tool) : '{}'));
  const [error, setError] = useState<string>();
  const argsId = `args-${tool.name}`;
  const errorId = `args-error-${tool.name}`;

  function call() {
    let parsed: unknown;
    try {
      parsed = JSON.parse(args.trim() === '' ? '{}' : args);
    } catch (reason) {
      setError(`Not valid JSON: ${(reason as Error).message}`);
      return;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      setError('Arguments must be a JSON object.');
      return;
    }
    setError(undefined);
    onCall(tool.name, parsed as Record<string, unknown>);
  }

  return (
    <li className="tool">
      <h3>
        {tool.title ?? tool.annotations?.title ?? tool.name} <code>{tool.name}</code>
      </h3>
      {tool.description && <p className="server-text">{tool.description}</p>}
      {tool.annotations?.destructiveHint && <p className="badge">Destructive</p>}
      {hasInput && (
        <div className="tool-args">
          <label htmlFor={argsId}>Arguments for {tool.name} (JSON)</label>
          <textarea
            id={argsId}
            value={args}
            rows={Math.min(8, args.split('\n').length + 1)}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setArgs(event.target.value)}
          />
          {error && (
            <p id={errorId} className="tool-error">
              {error}
            </p>
          )}
        </div>
      )}
      <button type="button" onClick={call}>
        Call {tool.name}
      </button>
    </li>
  );
}

export function ToolList({ tools, onCall }: { tools: Tool[]; onCall: (name: string, args: Record<string, unknown>) => void }) {
  return (
    <section className="tools" aria-labelledby="tools-heading">
      <h2 id="tools-heading">Tools</h2>
      {tools.length === 0 ? (
        <p>Connect to a server to see its tools.</p>
      ) : (
        <ul>
          {tools.map((tool) => (
            <ToolItem key={tool.name} tool={tool} onCall={onCall} />
          ))}
        </ul>
      )}
    </section>
  );
}
