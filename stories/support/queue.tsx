import type { Meta, StoryContext } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { fn } from 'storybook/test';
import { ElicitationHost, ElicitationProvider, type ElicitationHostProps } from '../../src/index';
import {
  createElicitationQueue,
  type ElicitationQueue,
  type ElicitRequestParams,
  type ElicitTask,
  type ElicitResult,
  type ServerIdentity,
} from 'mcp-elicitation-core';

/** The two servers of the queue stories: the host's trusted names, and what one says about itself. */
export const calendar: ServerIdentity = { id: 'calendar', label: 'Calendar' };
export const drive: ServerIdentity = { id: 'drive', label: 'Shared Drive', reported: { name: 'drive-mcp', version: '3.0.1' } };

/** One request a story puts in the queue. `key` names it in the recorded results. */
export interface QueuedRequest {
  key: string;
  server: ServerIdentity;
  params: ElicitRequestParams;
  /** Gives the request a deadline (the host shows a countdown). */
  timeoutMs?: number;
  /** The long-running task that asks, as the tasks adapter marks its questions. */
  task?: ElicitTask;
  /** "Stop task", as the tasks adapter offers it (`tasks/cancel` there; here whatever the story records). */
  stopTask?: () => unknown;
}

/** One answer the queue sent back to a server. */
export interface SettledRequest {
  key: string;
  server: string;
  result: ElicitResult;
}

/**
 * A queue with requests in it, as adapters would have filled it, plus what the play functions
 * need: each request's AbortController (the server withdrawing it), a way to add a request later,
 * and the answers sent so far.
 */
export interface QueueScenario {
  queue: ElicitationQueue;
  /** Adds a request, as a server would while the user is busy with another. */
  ask(request: QueuedRequest): Promise<ElicitResult>;
  /** The server withdraws the request (what `notifications/cancelled` does through an adapter). */
  withdraw(key: string): void;
  /** Answers sent to the servers, in the order they were sent. */
  results(): readonly SettledRequest[];
  subscribe(listener: () => void): () => void;
  /** Stops recording and disposes the queue (everything still pending is answered `cancel`). */
  end(): void;
}

/** The arguments of the queue stories: the host's props, plus a spy for every answer sent. */
export type QueueStoryArgs = ElicitationHostProps & {
  /** Called with the request's key and the result the queue sent to its server. */
  onSettled: (key: string, result: ElicitResult) => void;
};

function createScenario(requests: readonly QueuedRequest[], onSettled: QueueStoryArgs['onSettled']): QueueScenario {
  const queue = createElicitationQueue();
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let settled: readonly SettledRequest[] = [];
  let recording = true;

  /** The task of each request that has one, so a stop withdraws all of that task's questions, as the adapter does. */
  const taskOf = new Map<string, string>();

  function ask({ key, server, params, timeoutMs, task, stopTask }: QueuedRequest): Promise<ElicitResult> {
    const controller = new AbortController();
    controllers.set(key, controller);
    if (task !== undefined) taskOf.set(key, task.id);
    const stop =
      stopTask === undefined
        ? undefined
        : async () => {
            // As the adapter does: the server first; a refused stop leaves the questions open.
            await stopTask();
            for (const [other, id] of taskOf) if (id === task?.id) controllers.get(other)?.abort('The task was stopped.');
          };
    const answer = queue.request(params, {
      server,
      signal: controller.signal,
      ...(timeoutMs !== undefined && { timeoutMs }),
      ...(task !== undefined && { task }),
      ...(stop !== undefined && { stopTask: stop }),
    });
    void answer.then((result) => {
      if (!recording) return;
      settled = [...settled, { key, server: server.label ?? server.id, result }];
      onSettled(key, result);
      for (const listener of [...listeners]) listener();
    });
    return answer;
  }

  for (const request of requests) void ask(request);
  return {
    queue,
    ask,
    withdraw: (key) => controllers.get(key)?.abort('The server no longer needs the answer.'),
    results: () => settled,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    end: () => {
      recording = false;
      queue.dispose();
    },
  };
}

/**
 * A loader that fills a fresh queue with `requests` before the story renders. The queue's
 * `request` promises resolve when the user answers (or the server withdraws, or time runs out),
 * and each resolution is passed to the story's `onSettled` spy.
 */
export function queueWith(requests: readonly QueuedRequest[]) {
  return async (context: StoryContext<QueueStoryArgs>) => {
    const scenario = createScenario(requests, (key, result) => context.args.onSettled(key, result));
    // Requests become visible after the queue's (asynchronous) screening step: wait until each one is
    // in the queue or already answered, on the queue's own change events.
    await new Promise<void>((resolve, reject) => {
      const ready = () => scenario.queue.getSnapshot().entries.length + scenario.results().length >= requests.length;
      const stops: Array<() => void> = [];
      // A deadline, not synchronisation: it only turns a stuck queue into a readable failure.
      const deadline = setTimeout(() => {
        for (const stop of stops) stop();
        reject(new Error(`queueWith: ${requests.length} requests did not all reach the queue within 10 s`));
      }, 10_000);
      const check = () => {
        if (!ready()) return;
        clearTimeout(deadline);
        for (const stop of stops) stop();
        resolve();
      };
      stops.push(scenario.queue.subscribe(check), scenario.subscribe(check));
      check();
    });
    return { scenario };
  };
}

/** The scenario a `queueWith` loader created, for play functions. */
export function scenarioOf(loaded: Record<string, unknown>): QueueScenario {
  const scenario = loaded.scenario as QueueScenario | undefined;
  if (!scenario) throw new Error('This story has no `queueWith(...)` loader');
  return scenario;
}

/**
 * The page of a queue story: the provider with the host inside it (how an app mounts them), and
 * the answers the servers received. Nothing behind the dialog is focusable (the modal hides the
 * page from assistive technology).
 */
export function QueueStage({ scenario, onSettled: _onSettled, ...hostProps }: QueueStoryArgs & { scenario: QueueScenario }) {
  const results = useSyncExternalStore(scenario.subscribe, scenario.results);
  return (
    <main style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <ElicitationProvider queue={scenario.queue}>
        <ElicitationHost {...hostProps} />
      </ElicitationProvider>
      <section aria-labelledby="story-results-heading">
        <h2 id="story-results-heading" style={{ fontSize: '1rem' }}>
          Answers sent to the servers
        </h2>
        {results.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol data-testid="story-results">
            {results.map(({ key, server, result }) => (
              <li key={key}>
                {server} ({key}): <code style={{ overflowWrap: 'anywhere' }}>{JSON.stringify(result)}</code>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

/** What every queue story shares: the host, the stage around it, and the `onSettled` spy. */
export const queueMeta = {
  component: ElicitationHost,
  render: (args, { loaded }) => <QueueStage {...args} scenario={scenarioOf(loaded)} />,
  // The queue outlives the render: end it when the story goes away, so no request of this story
  // is answered (or times out) during the next one.
  beforeEach:
    ({ loaded }) =>
    () =>
      scenarioOf(loaded).end(),
  args: { onSettled: fn() },
  argTypes: {
    onSettled: { table: { category: 'Events' }, description: 'Story only: each answer the queue sent, with the request’s key.' },
    queue: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Requests enter through `createElicitationQueue().request(params, { server, signal, timeoutMs })`, exactly as an adapter sends them; `<ElicitationHost />` inside `<ElicitationProvider queue={queue}>` shows them one at a time.',
      },
    },
  },
} satisfies Meta<QueueStoryArgs>;

/** A form request with one required email field. */
export const invite: ElicitRequestParams = {
  mode: 'form',
  message: 'Who should I invite to Thursday’s design review?',
  requestedSchema: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email', title: 'Guest’s email' } },
    required: ['email'],
  },
};

/** A request without fields: a yes or no. */
export const share: ElicitRequestParams = {
  mode: 'form',
  message: 'Share “Q3 report.pdf” with everyone in the Design team?',
  requestedSchema: { type: 'object', properties: {} },
};

/** A form request whose only field has a default. */
export const reminder: ElicitRequestParams = {
  mode: 'form',
  message: 'How long before the review should I remind you?',
  requestedSchema: {
    type: 'object',
    properties: { minutes: { type: 'integer', title: 'Minutes before', minimum: 0, maximum: 120, default: 15 } },
  },
};

/** A form request with a text field, for drafts. */
export const meetingTitle: ElicitRequestParams = {
  mode: 'form',
  message: 'What should the new meeting be called?',
  requestedSchema: {
    type: 'object',
    properties: { title: { type: 'string', title: 'Meeting title', maxLength: 80 } },
    required: ['title'],
  },
};
