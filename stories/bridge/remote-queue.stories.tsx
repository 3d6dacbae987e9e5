import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ElicitationHost, ElicitationProvider } from '../../src/index';
import {
  createRemoteElicitationQueue,
  type ElicitContext,
  type ElicitRequestParams,
  type ElicitResult,
  type RemoteElicitationQueue,
} from 'mcp-elicitation-core';
import { createElicitationBridge, type ElicitationBridge } from 'mcp-elicitation-core/server';
import { bodyOf, openDialog } from '../support/play';

/**
 * The remote queue's states, each with the real bridge running in this page (it is web-standard:
 * Request in, Response out) and the remote queue talking to it through a `fetch` that calls
 * `bridge.handler` directly, so no server is needed. `failNextPost` stands in for a failing network.
 */
interface BridgeScenario {
  bridge: ElicitationBridge;
  remote: RemoteElicitationQueue;
  /** A second tab of the same user. */
  otherTab: RemoteElicitationQueue;
  /** What the MCP client on the server asks; resolves with what the server receives. */
  ask(params: ElicitRequestParams, context?: ElicitContext): { answer: Promise<ElicitResult>; withdraw(): void };
  failNextPost(): void;
  end(): void;
}

let previous: BridgeScenario | undefined;

function createScenario(timeoutMs?: number): BridgeScenario {
  previous?.end();
  const bridge = createElicitationBridge({ authorize: () => 'story-user', ...(timeoutMs !== undefined && { timeoutMs }) });
  let failNext = false;
  const inPage: typeof fetch = async (input, init) => {
    if (init?.method === 'POST' && failNext) {
      failNext = false;
      return new Response(JSON.stringify({ error: 'unavailable', message: 'The server could not be reached. Your answer was not sent.' }), {
        status: 503,
      });
    }
    return bridge.handler(new Request(new URL(String(input), location.href), init));
  };
  const remote = createRemoteElicitationQueue({ url: '/api/elicitation', fetch: inPage });
  const otherTab = createRemoteElicitationQueue({ url: '/api/elicitation', fetch: inPage });
  const scenario: BridgeScenario = {
    bridge,
    remote,
    otherTab,
    ask(params, context) {
      const controller = new AbortController();
      const answer = bridge
        .target('story-user', context)
        .request(params, { server: { id: 'files', label: 'Files' }, signal: controller.signal });
      return { answer, withdraw: () => controller.abort() };
    },
    failNextPost: () => void (failNext = true),
    end() {
      remote.dispose();
      otherTab.dispose();
      void bridge.close();
    },
  };
  previous = scenario;
  return scenario;
}

const deleteFiles: ElicitRequestParams = {
  mode: 'form',
  message: 'Delete 3 files from “Reports”? Type the folder name to confirm.',
  requestedSchema: { type: 'object', properties: { folder: { type: 'string', title: 'Folder name' } }, required: ['folder'] },
};
const toolCall: ElicitContext = {
  toolName: 'delete_files',
  toolCallId: 'call_7',
  arguments: { folder: 'Reports', paths: ['q1.pdf', 'q2.pdf', 'q3.pdf'] },
};

type Args = { onServerReceived: (result: ElicitResult) => void; timeoutMs?: number };
type Loaded = { scenario: BridgeScenario };

function scenarioOf(loaded: StoryContext['loaded']): BridgeScenario {
  return (loaded as Loaded).scenario;
}

const meta = {
  title: 'Bridge/Remote queue',
  args: { onServerReceived: fn() },
  loaders: [async ({ args }) => ({ scenario: createScenario((args as Args).timeoutMs) })],
  render: (_args, { loaded }) => (
    <ElicitationProvider queue={scenarioOf(loaded).remote}>
      <p>The MCP client runs on the server; this page holds only the remote queue.</p>
      <ElicitationHost />
    </ElicitationProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A question from the server while `delete_files` runs: the tool is named, its arguments are a click away, as text. */
export const WhileRunningATool: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const { answer } = scenarioOf(loaded).ask(deleteFiles, toolCall);
    void answer.then(args.onServerReceived);
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Files' });
    await expect(dialog.getByText('delete_files')).toBeVisible();
    await userEvent.click(dialog.getByText('Show arguments'));
    await expect(dialog.getByText(/"q1.pdf"/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Reports');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onServerReceived).toHaveBeenCalledWith({ action: 'accept', content: { folder: 'Reports' } }));
  },
};

/** The answer could not be sent: the dialog comes back with the draft ("Your previous answer") and the error; Accept sends it again. */
export const SendFailed: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const scenario = scenarioOf(loaded);
    const { answer } = scenario.ask(deleteFiles, toolCall);
    void answer.then(args.onServerReceived);
    const { dialog } = await openDialog(canvasElement, { name: 'Request from Files' });
    scenario.failNextPost();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Reports');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    const body = bodyOf(canvasElement);
    // Worded by the locale from the failure's code (503), not by the bridge's message.
    await expect(await body.findByText('Your answer could not be sent (error 503). Send it again.')).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Folder name' })).toHaveValue('Reports');
    // One send button: Accept, with the user's own answer (not "filled in by the server").
    await expect(body.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(body.getByRole('textbox', { name: 'Folder name' })).toHaveAccessibleDescription(/Your previous answer/);
  },
};

/** Another tab of the same user answered first: this one says so, and Dismiss closes it. */
export const AnsweredInAnotherTab: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const scenario = scenarioOf(loaded);
    const { answer } = scenario.ask(deleteFiles, toolCall);
    void answer.then(args.onServerReceived);
    await openDialog(canvasElement, { name: 'Request from Files' });
    await waitFor(() => expect(scenario.otherTab.getSnapshot().current?.status).toBe('pending'));
    scenario.otherTab.respond(scenario.otherTab.getSnapshot().current!.id, { action: 'decline' });
    const body = bodyOf(canvasElement);
    await expect(await body.findByText('This request was answered in another tab or window.')).toBeVisible();
    await waitFor(() => expect(args.onServerReceived).toHaveBeenCalledWith({ action: 'decline' }));
  },
};

/** The server withdrew the question (for example the tool call was stopped). */
export const WithdrawnByTheServer: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { withdraw } = scenarioOf(loaded).ask(deleteFiles, toolCall);
    await openDialog(canvasElement, { name: 'Request from Files' });
    withdraw();
    const body = bodyOf(canvasElement);
    await expect(await body.findByText(/Files withdrew this request/)).toBeVisible();
  },
};

/** Nobody answered within the bridge's `timeoutMs` (here 2 s): the server got `cancel`, the tab says it timed out. */
export const TimedOut: Story = {
  args: { timeoutMs: 2_000 },
  play: async ({ canvasElement, loaded, args }) => {
    const { answer } = scenarioOf(loaded).ask(deleteFiles);
    void answer.then(args.onServerReceived);
    await openDialog(canvasElement, { name: 'Request from Files' });
    const body = bodyOf(canvasElement);
    await expect(
      await body.findByText('This request timed out and can no longer be answered.', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(args.onServerReceived).toHaveBeenCalledWith({ action: 'cancel' }));
  },
};
