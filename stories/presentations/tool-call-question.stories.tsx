import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationProvider } from '../../src/elicitation/provider';
import { createElicitationQueue, type ElicitationQueue } from 'mcp-elicitation-core';
import { ToolCallQuestion, UnplacedQuestions } from '../../src/chat/tool-call-question';
import { calendar, invite, share, drive } from '../support/queue';

interface ThreadArgs {
  onSettled: (toolCallId: string, result: unknown) => void;
}

/** Two tool calls asked something; only the first call's card is in the thread until "Show the second call". */
function loadQueue({ args }: { args: ThreadArgs }) {
  const queue = createElicitationQueue();
  const ask = (toolCallId: string, toolName: string, server: typeof calendar, params: typeof invite) =>
    void queue
      .request(params, { server, context: { toolName, toolCallId, arguments: {} } })
      .then((result) => args.onSettled(toolCallId, result));
  ask('call_1', 'invite_guest', calendar, invite);
  ask('call_2', 'share_file', drive, share);
  return Promise.resolve({ queue });
}

function Thread({ queue }: { queue: ElicitationQueue }) {
  const [second, setSecond] = useState(false);
  const composer = useRef<HTMLInputElement>(null);
  const card = (toolCallId: string, toolName: string) => (
    <section aria-label={`Tool call ${toolName}`} style={{ borderInlineStart: '3px solid #8c959f', paddingInlineStart: '0.75rem' }}>
      <p>
        Called <code>{toolName}</code> (running)
      </p>
      <ToolCallQuestion toolCallId={toolCallId} returnFocus={composer} />
    </section>
  );
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif', maxWidth: '40rem' }}>
      <ElicitationProvider queue={queue}>
        <ol aria-label="Thread" style={{ listStyle: 'none', padding: 0 }}>
          <li>{card('call_1', 'invite_guest')}</li>
          {second ? <li>{card('call_2', 'share_file')}</li> : null}
        </ol>
        <UnplacedQuestions returnFocus={composer} />
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="composer">Message</label> <input id="composer" ref={composer} />{' '}
          <button type="button" onClick={() => setSecond(true)}>
            Show the second call
          </button>
        </form>
      </ElicitationProvider>
    </main>
  );
}

const meta = {
  title: 'Presentations/Tool call question',
  render: (_args, { loaded }) => <Thread queue={(loaded as { queue: ElicitationQueue }).queue} />,
  loaders: [loadQueue],
  beforeEach:
    ({ loaded }) =>
    () =>
      (loaded as { queue?: ElicitationQueue }).queue?.dispose(),
  args: { onSettled: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`<ToolCallQuestion toolCallId>` in a chat thread’s tool-call card shows the questions that call asked, in place; `<UnplacedQuestions />` at the end shows those whose card is not on the page, once. Answered by keyboard, focus goes to `returnFocus` (here the composer).',
      },
    },
  },
} satisfies Meta<ThreadArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each question under its call's card; one whose card is not there yet waits at the end and moves under its card once it appears. */
export const UnderEachCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Tool call invite_guest' });
    await within(first).findByRole('group', { name: 'Request from Calendar' });
    // No card for share_file yet: its question is at the end, outside the thread.
    const waiting = await canvas.findByRole('group', { name: 'Request from Shared Drive' });
    await expect(canvas.getByRole('list', { name: 'Thread' })).not.toContainElement(waiting);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the second call' }));
    const second = await canvas.findByRole('region', { name: 'Tool call share_file' });
    await waitFor(() => expect(within(second).getByRole('group', { name: 'Request from Shared Drive' })).toBeVisible());
    await expect(canvas.getAllByRole('group', { name: /^Request from/ })).toHaveLength(2);
  },
};

/** Answered with the keyboard, focus goes back to the composer rather than to the page. */
export const FocusReturnsToTheComposer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Tool call invite_guest' });
    const question = await within(first).findByRole('group', { name: 'Request from Calendar' });
    const decline = within(question).getByRole('button', { name: 'Decline' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    decline.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSettled).toHaveBeenCalledWith('call_1', { action: 'decline' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  },
};
