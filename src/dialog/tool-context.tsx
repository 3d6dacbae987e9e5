'use client';
/**
 * Names the tool call that caused a request ("While running delete_files") and shows its arguments
 * on demand. The tool name and arguments come from the model and the MCP client: untrusted, so
 * rendered as text only (the arguments as indented JSON in a `<pre>`).
 */
import { useId } from 'react';
import type { ElicitContext } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';

/**
 * Wording of {@link ToolContext}.
 *
 * @example
 * ```ts
 * const german: ToolContextTexts = { runningTool: 'Während', showArguments: 'Argumente anzeigen' };
 * ```
 */
export interface ToolContextTexts {
  /** Put before the tool name: "While running". */
  runningTool: string;
  /** The disclosure that reveals the arguments. */
  showArguments: string;
}

/**
 * The English texts of {@link ToolContext}.
 *
 * @example
 * ```tsx
 * <ToolContext context={entry.context} texts={{ showArguments: 'Details' }} />
 * ```
 */
export const defaultToolContextTexts: ToolContextTexts = { runningTool: 'While running', showArguments: 'Show arguments' };

/**
 * Props of {@link ToolContext}.
 *
 * @example
 * ```ts
 * const props: ToolContextProps = { context: { toolName: 'delete_files', arguments: { paths: ['a.txt'] } } };
 * ```
 */
export interface ToolContextProps {
  context: ElicitContext;
  texts?: Partial<ToolContextTexts>;
}

function formatArguments(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Renders nothing without a tool name; otherwise the running tool and a disclosure of its arguments.
 *
 * @example
 * ```tsx
 * {entry.context ? <ToolContext context={entry.context} /> : null}
 * ```
 */
export function ToolContext({ context, texts }: ToolContextProps) {
  const id = useId();
  const words = { ...defaultToolContextTexts, ...texts };
  if (typeof context.toolName !== 'string' || context.toolName.length === 0) return null;
  return (
    <div {...slot('elicitation-tool-context')}>
      <p id={id}>
        {words.runningTool} <code>{context.toolName}</code>
      </p>
      {context.arguments !== undefined ? (
        <details>
          <summary aria-describedby={id}>{words.showArguments}</summary>
          <pre {...slot('elicitation-tool-arguments')}>{formatArguments(context.arguments)}</pre>
        </details>
      ) : null}
    </div>
  );
}
