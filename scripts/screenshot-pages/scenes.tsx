/**
 * The page `scripts/screenshots.mjs` photographs the one-gesture parts on: one request per scene
 * (`?scene=quick` …), through `<ElicitationHost>` as an app would show it. Served by Vite from the
 * sources, only while the script runs.
 */
import { createRoot } from 'react-dom/client';
import '../../src/theme/styles.css';
import { ElicitationHost, ElicitationProvider } from '../../src/index';
import { createElicitationQueue } from 'mcp-elicitation-core';
import { ar } from '../../src/locales/ar';
// @ts-expect-error -- plain JavaScript without declarations, shared with the playground's demo server.
import { SEAT_MAP_URI, SEATS, seatMapHtml } from '../../playground/server/seat-map.mjs';

const server = { id: 'demo', label: 'Demo Tools' };

const scenes = {
  quick: {
    params: {
      mode: 'form',
      message: 'Which environment should the release go to?',
      requestedSchema: {
        type: 'object',
        properties: { env: { type: 'string', title: 'Environment', enum: ['dev', 'staging', 'production'] } },
        required: ['env'],
      },
    },
    context: { toolName: 'deploy_release', toolCallId: 'c1', annotations: { destructiveHint: false } },
  },
  yesno: {
    params: {
      mode: 'form',
      message: 'One more thing before we set up your account.',
      requestedSchema: { type: 'object', properties: { newsletter: { type: 'boolean', title: 'Subscribe to the newsletter?' } } },
    },
  },
  gate: {
    params: {
      mode: 'form',
      message: 'Delete 3 files?\n\n  logs/app.log\n  logs/error.log\n  tmp/build.log',
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Delete the files listed above' } },
        required: ['confirm'],
      },
    },
    context: {
      toolName: 'delete_files',
      toolCallId: 'c2',
      arguments: { suffix: '.log' },
      annotations: { title: 'Delete 3 files', destructiveHint: true },
    },
  },
  stepper: {
    params: {
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
        required: ['name', 'size', 'language'],
      },
    },
    stepper: true,
  },
  // File inputs (a draft, `experimental.files`): a file already chosen, shown as its chip.
  file: {
    params: {
      message: 'Send your boarding pass so I can check you in.',
      requestedSchema: {
        type: 'object',
        properties: {
          pass: {
            type: 'string',
            format: 'uri',
            title: 'Boarding pass',
            description: 'A photo or a PDF',
            'x-mcp-file': { accept: ['image/png', 'image/jpeg', '.pdf'], maxSize: 2_000_000 },
            default:
              'data:application/pdf;name=boarding-pass-LH404.pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCjEgMCBvYmoKPDwvVHlwZS9DYXRhbG9nPj4KZW5kb2JqCg==',
          },
          seat: { type: 'string', title: 'Seat preference', enum: ['Window', 'Aisle', 'No preference'] },
        },
        required: ['pass'],
      },
    },
    experimental: { files: true },
  },
  // App-rendered elicitations (a draft, `experimental.apps`): the server's seat map answers, in the
  // sandbox proxy that scripts/screenshots.mjs serves on another origin.
  app: {
    params: {
      mode: 'form',
      message: 'Pick your seat for flight LH 454 to San Francisco.',
      requestedSchema: {
        type: 'object',
        properties: { seat: { type: 'string', title: 'Seat', enum: SEATS } },
        required: ['seat'],
      },
      _meta: { ui: { resourceUri: SEAT_MAP_URI } },
    },
    experimental: { apps: { sandboxProxy: 'http://sandbox.test/sandbox-proxy.html' } },
    app: true,
  },
  // Answered inline (the shot types the answers and presses Enter): the receipt left in the thread.
  receipt: {
    params: {
      mode: 'form',
      message: 'Tell us about the project.',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Project name', minLength: 3 },
          notes: { type: 'string', title: 'Notes' },
          size: { type: 'string', title: 'Team size', enum: ['1', '2-5', '6+'], default: '2-5' },
        },
        required: ['name'],
      },
    },
    inline: true,
  },
  url: {
    params: {
      mode: 'url',
      message: 'Sign in to connect your account.',
      url: 'http://xn--pple-43d.com/login?next=%2Faccount',
      elicitationId: 'u1',
    },
  },
  // A question inside a long-running task: the task line, and "Stop task" (the host's `allowStopTask`).
  task: {
    params: {
      mode: 'form',
      message: 'Tonight’s report is ready to send. Who should get it?',
      requestedSchema: {
        type: 'object',
        properties: { to: { type: 'string', title: 'Send to', format: 'email' } },
        required: ['to'],
      },
    },
    task: { id: 'task-7f3a', toolName: 'nightly-report', startedMsAgo: 2 * 3_600_000, expiresInMs: 72 * 3_600_000 },
  },
  // "Stop task" that failed (the server refused `tasks/cancel`): why, Try again, Keep the question.
  'task-stop-failed': {
    params: {
      mode: 'form',
      message: 'Tonight’s report is ready to send. Who should get it?',
      requestedSchema: {
        type: 'object',
        properties: { to: { type: 'string', title: 'Send to', format: 'email' } },
        required: ['to'],
      },
    },
    task: { id: 'task-7f3a', toolName: 'nightly-report', startedMsAgo: 2 * 3_600_000, expiresInMs: 72 * 3_600_000 },
    stopFails: true,
  },
} as const;

const search = new URLSearchParams(location.search);
const name = (search.get('scene') ?? 'quick') as keyof typeof scenes;
const scene = scenes[name];
// `&locale=ar`: the library's words in Arabic and the page right to left (server text stays English).
const locale = search.get('locale') === 'ar' ? ar : undefined;
const inline = 'inline' in scene && scene.inline;
const queue = createElicitationQueue();
createRoot(document.getElementById('root') as HTMLElement).render(
  <ElicitationProvider queue={queue}>
    <main style={{ font: '15px system-ui, sans-serif', padding: '1rem' }} dir={locale?.dir} lang={locale?.lang}>
      <h1 style={{ fontSize: '1.2rem' }}>Demo app</h1>
      <button type="button">Run the tool</button>
      {inline ? <ElicitationHost presentation="inline" autoFocus locale={locale} /> : null}
    </main>
    {inline ? null : (
      <ElicitationHost
        stepper={'stepper' in scene && scene.stepper}
        locale={locale}
        allowStopTask={'task' in scene}
        {...('experimental' in scene && { experimental: scene.experimental })}
      />
    )}
  </ElicitationProvider>,
);
const now = Date.now();
const task =
  'task' in scene
    ? {
        id: scene.task.id,
        toolName: scene.task.toolName,
        createdAt: now - scene.task.startedMsAgo,
        expiresAt: now + scene.task.expiresInMs,
        stoppable: true,
      }
    : undefined;
const stopFails = 'stopFails' in scene && scene.stopFails;
void queue.request(scene.params as never, {
  server,
  ...('context' in scene ? { context: scene.context } : {}),
  ...('app' in scene && { app: { resourceUri: SEAT_MAP_URI, read: async () => ({ uri: SEAT_MAP_URI, html: seatMapHtml() }) } }),
  // Stopping does nothing on this page (or is refused): the picture shows the button, not its effect.
  ...(task !== undefined && {
    task,
    timeoutMs: task.expiresAt - now,
    stopTask: stopFails ? () => Promise.reject(new Error('tasks/cancel refused')) : () => undefined,
  }),
});
if (stopFails) {
  // The user pressed Stop task and the server refused: the picture shows the message.
  const unsubscribe = queue.subscribe(() => {
    const entry = queue.getSnapshot().current;
    if (entry === undefined) return;
    unsubscribe();
    queue.stopTask(entry.id);
  });
}
