import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ElicitationReceipt } from '../../src/chat';
import { ar } from '../../src/locales/ar';

/** The request a receipt stands for: a choice, a secret and a long note. */
const setup = {
  mode: 'form',
  message: 'Set up the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', title: 'Team size', oneOf: [{ const: 'medium', title: '2-5' }] },
      token: { type: 'string', title: 'API token' },
      notes: { type: 'string', title: 'Notes' },
    },
    required: ['size'],
  },
};
const content = {
  size: 'medium',
  token: 's3cr3t-value',
  notes: 'Start with the public API, then the admin screens; the old importer can wait until the spring release.',
};

/** A chat thread around the receipt, in the width of a side panel. */
const thread: Decorator = (Story) => (
  <main style={{ maxWidth: '36rem', padding: '1rem' }}>
    <h1 style={{ fontSize: '1.1rem' }}>Chat</h1>
    <p>Called setup_project</p>
    <Story />
  </main>
);

const meta = {
  title: 'Presentations/Receipt',
  component: ElicitationReceipt,
  decorators: [thread],
  args: { request: setup, server: { id: 'projects', label: 'Projects' }, outcome: 'accept', content },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { expanded: false });
    await expect(canvasElement.textContent).not.toContain('s3cr3t');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.textContent).not.toContain('s3cr3t');
  },
} satisfies Meta<typeof ElicitationReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What an answered inline request leaves in the thread: who asked, the answers (a secret as dots), the full list on demand. */
export const Light: Story = { globals: { theme: 'light' } };

/** The same in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Right to left, in Arabic: the sentence and the button are the locale's; the server's labels keep their own direction. */
export const RightToLeft: Story = {
  args: { locale: ar },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

/** A request that ended without an answer: one sentence, nothing to expand. */
export const Declined: Story = {
  args: { outcome: 'decline', content: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You declined the request from Projects.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
