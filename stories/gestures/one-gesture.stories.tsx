import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';

/** A lone required choice: one button per option, number keys 1–9. */
const environment = {
  mode: 'form',
  message: 'Which environment should the release go to?',
  requestedSchema: {
    type: 'object',
    properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'] } },
    required: ['env'],
  },
};

/** A lone required boolean that confirms: an approval gate. */
const deleteFiles = {
  mode: 'form',
  message: 'Delete 3 files?\n\n  logs/app.log\n  logs/error.log\n  tmp/build.log',
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete these files' } }, required: ['confirm'] },
};

/** Four questions, asked one at a time by the stepper. */
const project = {
  mode: 'form',
  message: 'Tell us about the project.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Project name', minLength: 3 },
      size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'] },
      language: { type: 'string', title: 'Main language', enum: ['TypeScript', 'Python', 'Go'] },
      public: { type: 'boolean', title: 'Public repository' },
    },
    required: ['name', 'size'],
  },
};

const meta = {
  ...dialogMeta,
  title: 'Dialog/One-gesture answers',
  args: { ...dialogMeta.args, request: environment },
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each option is one button; its number key answers too (after a moment: a double press meant for the request before must not). */
export const QuickAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'dev' })).toHaveFocus();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'staging' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.keyboard('2');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { env: 'staging' } }));
  },
};

/** A lone required boolean that confirms something: the message, and Confirm / Decline. */
export const ApprovalGate: Story = { args: { request: deleteFiles } };

/** The tool that asks is destructive by its annotations: a warning, Decline first and primary. */
export const DestructiveGate: Story = {
  args: { request: deleteFiles, toolContext: { toolName: 'delete_files', toolCallId: 'call_1', annotations: { destructiveHint: true } } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await expect(dialog.getByText(/may delete or change data/)).toBeVisible();
  },
};

/** One question at a time: "2 of 4", Back keeps what was typed; a choice shows the number key that picks each option. */
export const Stepper: Story = {
  args: { request: project, stepper: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.keyboard('Apollo');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByText('2 of 4')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('radio', { name: '1' })).toHaveFocus());
    await expect(dialog.getByRole('radio', { name: '2-5' })).toHaveAttribute('aria-keyshortcuts', '2');
  },
};

/** After the last question, every answer once more before Send, each with Change. */
export const StepperReview: Story = {
  args: { request: project, stepper: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.keyboard('Apollo{Enter}');
    await expect(await dialog.findByText('2 of 4')).toBeVisible();
    await userEvent.keyboard('2');
    await expect(await dialog.findByText('3 of 4')).toBeVisible();
    await userEvent.keyboard('1');
    await expect(await dialog.findByText('4 of 4')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await expect(await dialog.findByRole('heading', { name: 'Check your answers before sending' })).toBeVisible();
  },
};

/** A lone yes/no preference: Yes / No (No sends false), Decline apart. */
export const YesNoPreference: Story = {
  args: {
    request: {
      mode: 'form',
      message: 'One more thing before we set up your account.',
      requestedSchema: {
        type: 'object',
        properties: { newsletter: { type: 'boolean', title: 'Subscribe to the newsletter?' } },
        required: ['newsletter'],
      },
    },
  },
};

/** An optional choice: quick answers and Skip, which leaves the field out. */
export const OptionalWithSkip: Story = {
  args: {
    request: {
      mode: 'form',
      message: 'Pick a colour for the label, if you like.',
      requestedSchema: {
        type: 'object',
        properties: { colour: { type: 'string', title: 'Label colour', enum: ['red', 'green', 'blue'] } },
      },
    },
  },
};

/** Escape after typing asks before throwing the answers away. */
export const DiscardPrompt: Story = {
  args: { request: project },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.keyboard('Apollo');
    await userEvent.keyboard('{Escape}');
    await expect(await dialog.findByRole('button', { name: 'Keep editing' })).toBeVisible();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};
