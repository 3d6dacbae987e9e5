import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ElicitationDialog } from '../../src/index';
import { DialogStage, server } from './stage';

/** What every dialog story shares: the component, the stage around it and a spy for `onResult`. */
export const dialogMeta = {
  component: ElicitationDialog,
  render: (args) => <DialogStage {...args} />,
  args: { server, onResult: fn() },
  argTypes: {
    request: { control: 'object', description: 'The `params` of `elicitation/create`, as the server sent them.' },
    onResult: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ElicitationDialog>;

/** A request asking for one property, for the field stories. */
export function oneField(key: string, schema: Record<string, unknown>, options: { required?: boolean; message?: string } = {}) {
  return {
    mode: 'form',
    message: options.message ?? 'Please answer this question.',
    requestedSchema: {
      type: 'object',
      properties: { [key]: schema },
      ...(options.required ? { required: [key] } : {}),
    },
  };
}
