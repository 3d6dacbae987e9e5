import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import multipleFields from '../../test/fixtures/spec/2026-07-28/examples/ElicitRequestFormParams/elicit-multiple-fields.json';
import singleField from '../../test/fixtures/spec/2026-07-28/examples/ElicitRequestFormParams/elicit-single-field.json';
import elicitRequest from '../../test/fixtures/spec/2026-07-28/examples/ElicitRequest/elicitation-request.json';
import inputRequired from '../../test/fixtures/spec/2026-07-28/examples/InputRequiredResult/input-required-result-with-elicitation-and-sampling-and-request-state.json';
import expectedMultiple from '../../test/fixtures/spec/2026-07-28/examples/ElicitResult/input-multiple-fields.json';
import expectedSingle from '../../test/fixtures/spec/2026-07-28/examples/ElicitResult/input-single-field.json';
import { dialogMeta } from '../support/meta';
import { openDialog } from '../support/play';
import { serverEverything } from '../support/requests';

/** The form-mode examples of the MCP specification (2026-07-28), and the server-everything form. */
const meta = {
  ...dialogMeta,
  title: 'Requests/Spec examples',
} satisfies Meta<typeof dialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `ElicitRequestFormParams/elicit-single-field.json`: answered with the spec's own `ElicitResult` example. */
export const SingleField: Story = {
  args: { request: singleField },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'name' }), 'octocat{Enter}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(expectedSingle));
  },
};

/** `ElicitRequestFormParams/elicit-multiple-fields.json`: answered with the spec's own `ElicitResult` example. */
export const MultipleFields: Story = {
  args: { request: multipleFields },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'name' }), 'Monalisa Octocat');
    await userEvent.type(dialog.getByRole('textbox', { name: 'email' }), 'octocat@github.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'age' }), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(expectedMultiple));
  },
};

/** `ElicitRequest/elicitation-request.json` (its `params`): a titled field with a description. */
export const ElicitRequestExample: Story = {
  args: { request: elicitRequest.params },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'GitHub Username' })).toHaveAccessibleDescription('Your GitHub username');
  },
};

/** `InputRequiredResult/…-with-elicitation-and-sampling-and-request-state.json`: an MRTR input request without `mode`. */
export const InputRequiredExample: Story = {
  args: { request: inputRequired.inputRequests.github_login.params },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' }));
  },
};

/** `trigger-elicitation-request` of @modelcontextprotocol/server-everything: every field kind, with defaults. */
export const ServerEverything: Story = {
  args: { request: serverEverything },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'String' }), 'Grace Hopper');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        action: 'accept',
        content: {
          name: 'Grace Hopper',
          firstLine: 'It was a dark and stormy night.',
          integer: 42,
          number: 3.14,
          untitledSingleSelectEnum: 'Monica',
          untitledMultipleSelectEnum: ['Guitar'],
          titledSingleSelectEnum: 'hero-1',
          titledMultipleSelectEnum: ['fish-1'],
          legacyTitledEnum: 'pet-1',
        },
      }),
    );
  },
};
