import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationPanel, type ElicitationPanelProps } from '../../src/index';
import { type ElicitResult } from 'mcp-elicitation-core';
import { contact } from '../support/requests';
import { ResultView, server } from '../support/stage';

/**
 * A chat thread: earlier messages, the request in the flow of the conversation, and the composer.
 * The page around the request stays usable: nothing is hidden, trapped or locked.
 */
function ChatThread({ children }: { children: ReactNode }) {
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif', maxWidth: '40rem' }}>
      <h1 style={{ fontSize: '1.25rem' }}>Assistant</h1>
      <section aria-label="Conversation">
        <p>
          <b>You:</b> Book me in for the design review and send the invite.
        </p>
        <p>
          <b>Assistant:</b> Acme Tools needs a few details first.
        </p>
        {children}
      </section>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Message
        <input type="text" />
      </label>
    </main>
  );
}

function InlineStage(props: ElicitationPanelProps) {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <ChatThread>
      {result === undefined ? (
        <ElicitationPanel
          {...props}
          onResult={(answer) => {
            props.onResult(answer);
            setResult(answer);
          }}
        />
      ) : (
        <ResultView result={result} />
      )}
    </ChatThread>
  );
}

const meta = {
  title: 'Presentations/Inline',
  component: ElicitationPanel,
  render: (args) => <InlineStage {...args} />,
  args: { server, request: contact, onResult: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '`<ElicitationPanel>` shows a request in the page’s flow: a chat thread, a side panel, an IDE webview. Use it where the question belongs next to what asked it; use `<ElicitationDialog>` (modal) when the request must interrupt. Same props, same parts, same single answer. Inline there is no portal, no focus trap and no scroll lock; the panel is a group named "Request from <server>" and described by the message; focus moves in only with `autoFocus`; Cancel is a visible button (Escape and clicks elsewhere do nothing).',
      },
    },
  },
} satisfies Meta<typeof ElicitationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The request sits in the conversation; focus stays where the user is; Tab reaches the fields. */
export const InTheConversation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('group', { name: 'Request from Acme Tools' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(panel.closest('section')).toHaveAccessibleName('Conversation');
    await expect(panel).toHaveAccessibleDescription('Please provide your contact information');
    await expect(within(panel).getByRole('textbox', { name: 'Full name' })).not.toHaveFocus();

    await userEvent.click(within(panel).getByRole('textbox', { name: 'Full name' }));
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com' } }),
    );
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

/** With `autoFocus` (the user just asked for this), focus moves to the first field. */
export const AutoFocus: Story = {
  args: { autoFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('group', { name: 'Request from Acme Tools' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Full name' })).toHaveFocus());
  },
};

/** A URL-mode request inline: the same consent screen, in place. */
export const UrlConsent: Story = {
  args: {
    request: {
      mode: 'url',
      message: 'Sign in to connect your account to Acme Tools.',
      url: 'https://accounts.example.com/connect?session=7f3a',
      elicitationId: 'connect-7f3a',
    },
    openUrl: fn(() => 'opened' as const),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('group', { name: 'Request from Acme Tools' });
    // The address appears once the Public Suffix List has loaded (on demand), so the domain never changes under the user.
    await expect(await within(panel).findByRole('group', { name: 'Full address' })).toHaveTextContent(
      'https://accounts.example.com/connect?session=7f3a',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Open example.com' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept' }));
  },
};
