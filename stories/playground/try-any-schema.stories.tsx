import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normalizeRequest } from 'mcp-elicitation-core';
import { ElicitationDialog } from '../../src/index';
import { type ElicitResult } from 'mcp-elicitation-core';
import { openDialog } from '../support/play';
import { serverEverything } from '../support/requests';
import { ResultView, server } from '../support/stage';

interface PlaygroundProps {
  /** JSON: the whole `params` of `elicitation/create`, or only its `requestedSchema`. */
  json: string;
  onResult: (result: ElicitResult) => void;
}

/** Reads the pasted JSON as whole params when it looks like them, else as a bare `requestedSchema`. */
function toParams(json: string): { params: unknown } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const looksLikeParams =
    typeof value === 'object' && value !== null && ('requestedSchema' in value || 'message' in value || 'mode' in value);
  return { params: looksLikeParams ? value : { mode: 'form', message: 'Try any schema', requestedSchema: value } };
}

/**
 * Paste a `requestedSchema` or whole request params into the `json` control: the dialog shows it,
 * the issues `normalizeRequest(params).issues` found are listed, and the result it would send
 * appears once you answer.
 */
function Playground({ json, onResult }: PlaygroundProps) {
  const parsed = useMemo(() => toParams(json), [json]);
  const [answered, setAnswered] = useState<{ json: string; result: ElicitResult }>();
  const [round, setRound] = useState(0);
  const result = answered?.json === json ? answered.result : undefined;
  if ('error' in parsed) {
    return (
      <main style={{ padding: '1rem' }}>
        <p role="alert">This is not JSON: {parsed.error}</p>
      </main>
    );
  }
  const issues = normalizeRequest(parsed.params).issues;
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      {result === undefined ? (
        <ElicitationDialog
          key={`${round}:${json}`}
          request={parsed.params}
          server={server}
          onResult={(answer) => {
            onResult(answer);
            setAnswered({ json, result: answer });
          }}
        />
      ) : (
        <>
          <section aria-labelledby="playground-issues">
            <h2 id="playground-issues" style={{ fontSize: '1rem' }}>
              normalizeRequest(params).issues
            </h2>
            <pre data-testid="playground-issues" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {JSON.stringify(issues, null, 2)}
            </pre>
          </section>
          <ResultView result={result} onAgain={() => (setAnswered(undefined), setRound((n) => n + 1))} />
        </>
      )}
    </main>
  );
}

const meta = {
  title: 'Playground/Try any schema',
  component: Playground,
  args: { json: JSON.stringify(serverEverything.requestedSchema, null, 2), onResult: fn() },
  argTypes: {
    json: { control: { type: 'text' }, description: '`requestedSchema` or whole `params` of `elicitation/create`, as JSON.' },
  },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bare `requestedSchema` (server-everything's): fill the one required field and accept. */
export const TryAnySchema: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, body } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'String' }), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ action: 'accept' })));
    const shown = JSON.parse((await body.findByTestId('story-result')).textContent ?? '') as ElicitResult;
    await expect(shown).toEqual((args.onResult as ReturnType<typeof fn>).mock.calls[0]?.[0]);
    await expect(body.getByTestId('playground-issues')).toHaveTextContent('[]');
  },
};

/** Whole params of an off-spec request: the issues are listed in the dialog and, after answering, as JSON. */
export const OffSpecParams: Story = {
  args: {
    json: JSON.stringify(
      {
        message: 'Off-spec on purpose',
        requestedSchema: {
          type: 'object',
          properties: {
            color: { type: 'string', title: 'Colour', enum: ['red', 2] },
            count: { type: 'integer', title: 'Count', minimum: 5, maximum: 1 },
          },
        },
      },
      null,
      2,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, body } = await openDialog(canvasElement);
    await expect(dialog.getByText('“color” offers choices that are not all text.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
    const issues = JSON.parse((await body.findByTestId('playground-issues')).textContent ?? '') as { code: string }[];
    await expect(issues.map((i) => i.code)).toEqual(['non-string-enum', 'invalid-keyword']);
  },
};

/** Not JSON at all: said so, nothing else happens. */
export const NotJson: Story = {
  args: { json: '{ "type": "object", ' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This is not JSON');
  },
};
