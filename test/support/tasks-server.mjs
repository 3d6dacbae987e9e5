// A server of the Tasks extension (`io.modelcontextprotocol/tasks`, 2026-07-28), written from the
// extension's specification, over Streamable HTTP on 127.0.0.1. Discovery and tools/list are served
// by @modelcontextprotocol/server 2.4's handler; `tools/call` (which answers with a task) and
// `tasks/get`, `tasks/update`, `tasks/cancel` are answered here, by hand, as the specification says.
// Tools: `ask-one`, `ask-two`, `ask-three` (that many questions, all at once), `expires` (one
// question, ttlMs one hour), `stops-asking` (one question the server withdraws on /control/withdraw),
// `asks-later` (working, with no question until POST /control/ask).
// Push: `subscriptions/listen` with `notifications.taskIds` (the extension's filter) is answered
// with an SSE stream: the acknowledgement first (the task ids agreed to), then a `notifications/tasks`
// carrying the task as `tasks/get` shows it whenever it changes; `notifications/cancelled` for the
// listen request ends the stream. POST /control/push { offer: false } makes the server refuse
// `subscriptions/listen` (-32601), as a server without the push does; POST /control/cancel
// { refuse: true } makes it refuse `tasks/cancel` (-32603) and keep the task going.
// The server's clock is the real one plus an offset that POST /control/advance moves, so a test
// can let a day pass without waiting. GET /control/state shows every task (with how many tasks/get
// it answered), every tasks/update and the task ids of the open subscriptions.
// Prints `tasks-server listening on <origin>` when ready.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server, createMcpHandler } from '@modelcontextprotocol/server';

const EXTENSION = 'io.modelcontextprotocol/tasks';
const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';
const DAY = 24 * 3_600_000;
let offset = 0;
const now = () => Date.now() + offset;
const tasks = new Map();
const updates = [];
/** Open `subscriptions/listen` streams: the listen request's id, its task ids, the response. */
const subscriptions = new Set();
let offerPush = true;
let refuseCancel = false;

const question = (key) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: `Question ${key}`,
    requestedSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] },
  },
});
const TOOLS = {
  'ask-one': { keys: ['q1'], ttlMs: 3 * DAY },
  'ask-two': { keys: ['q1', 'q2'], ttlMs: 3 * DAY },
  'ask-three': { keys: ['q1', 'q2', 'q3'], ttlMs: 3 * DAY },
  expires: { keys: ['q1'], ttlMs: 3_600_000 },
  'stops-asking': { keys: ['q1'], ttlMs: 3 * DAY },
  'asks-later': { keys: ['q1'], ttlMs: 3 * DAY, later: true },
};

function mcpServer() {
  const server = new Server(
    { name: 'tasks-test-server', version: '1.0.0' },
    { capabilities: { tools: {}, extensions: { [EXTENSION]: {} } } },
  );
  server.setRequestHandler('tools/list', () => ({
    tools: Object.keys(TOOLS).map((name) => ({
      name,
      inputSchema: { type: 'object', properties: {} },
      execution: { taskSupport: 'optional' },
    })),
  }));
  return server;
}
const handler = createMcpHandler(mcpServer);

/** The task as `tasks/get` shows it: outstanding keys while input is required, the result once done. */
function view(task) {
  const base = {
    taskId: task.id,
    status: task.status,
    createdAt: new Date(task.createdAt).toISOString(),
    lastUpdatedAt: new Date(task.updatedAt).toISOString(),
    ttlMs: task.ttlMs,
    pollIntervalMs: 60_000,
  };
  if (task.status === 'input_required') {
    base.inputRequests = Object.fromEntries(task.outstanding().map((key) => [key, question(key)]));
  }
  if (task.status === 'completed') {
    base.result = {
      resultType: 'complete',
      content: [{ type: 'text', text: task.keys.map((key) => `${key}=${JSON.stringify(task.answers[key] ?? null)}`).join(' ') }],
    };
  }
  return base;
}

function createTask(name) {
  const spec = TOOLS[name];
  const task = {
    id: randomUUID(),
    name,
    keys: spec.keys,
    ttlMs: spec.ttlMs,
    createdAt: now(),
    updatedAt: now(),
    answers: {},
    withdrawn: new Set(),
    gets: 0,
    status: spec.later ? 'working' : 'input_required',
    outstanding() {
      return this.keys.filter((key) => !(key in this.answers) && !this.withdrawn.has(key));
    },
    settle() {
      if (this.status === 'input_required' && this.outstanding().length === 0) this.status = 'completed';
      this.updatedAt = now();
      push(this);
    },
  };
  tasks.set(task.id, task);
  return task;
}

/** Sends one SSE message on a subscription's stream. */
function sendEvent(subscription, message) {
  subscription.res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

/** The task's new state to every stream that asked for it. */
function push(task) {
  for (const subscription of subscriptions) {
    if (!subscription.taskIds.includes(task.id)) continue;
    sendEvent(subscription, {
      jsonrpc: '2.0',
      method: 'notifications/tasks',
      params: { ...view(task), _meta: { [SUBSCRIPTION_ID]: subscription.id } },
    });
  }
}

/** `subscriptions/listen`: the stream stays open until the client cancels it or goes away. */
function listen(message, res) {
  const taskIds = message.params?.notifications?.taskIds;
  const declared = message.params?._meta?.['io.modelcontextprotocol/clientCapabilities']?.extensions?.[EXTENSION];
  const reply = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, ...body }));
  };
  if (!offerPush) return reply(error(-32601, 'Method not found: subscriptions/listen'));
  if (taskIds !== undefined && declared === undefined)
    return reply(error(-32021, 'Missing required client capability', { requiredCapabilities: { extensions: { [EXTENSION]: {} } } }));
  const subscription = { id: message.id, taskIds: (taskIds ?? []).filter((id) => tasks.has(id)), res };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  sendEvent(subscription, {
    jsonrpc: '2.0',
    method: 'notifications/subscriptions/acknowledged',
    params: { _meta: { [SUBSCRIPTION_ID]: subscription.id }, notifications: { taskIds: subscription.taskIds } },
  });
  subscriptions.add(subscription);
  res.on('close', () => subscriptions.delete(subscription));
}

const error = (code, message, data) => ({ error: { code, message, ...(data !== undefined && { data }) } });

/** One JSON-RPC request of this extension; undefined for what the SDK handler serves. */
function answer(message, headers) {
  const { method, params = {} } = message;
  const declared = params._meta?.['io.modelcontextprotocol/clientCapabilities']?.extensions?.[EXTENSION];
  if (method === 'tools/call' && TOOLS[params.name] !== undefined) {
    if (declared === undefined)
      return error(-32021, 'Missing required client capability', { requiredCapabilities: { extensions: { [EXTENSION]: {} } } });
    return { result: { resultType: 'task', ...view(createTask(params.name)) } };
  }
  if (!method?.startsWith('tasks/')) return undefined;
  if (declared === undefined)
    return error(-32021, 'Missing required client capability', { requiredCapabilities: { extensions: { [EXTENSION]: {} } } });
  if (headers['mcp-name'] !== params.taskId) return error(-32600, 'Mcp-Name must be the taskId');
  const task = tasks.get(params.taskId);
  if (task === undefined || now() > task.createdAt + task.ttlMs) return error(-32602, 'Unknown or expired task');
  if (method === 'tasks/get') {
    task.gets += 1;
    return { result: { resultType: 'complete', ...view(task) } };
  }
  if (method === 'tasks/update') {
    const keys = Object.keys(params.inputResponses ?? {});
    updates.push({ taskId: task.id, keys });
    for (const key of keys) if (task.outstanding().includes(key)) task.answers[key] = params.inputResponses[key];
    task.settle();
    return { result: { resultType: 'complete' } };
  }
  if (method === 'tasks/cancel') {
    if (refuseCancel) return error(-32603, 'This task cannot be cancelled now');
    if (task.status === 'input_required' || task.status === 'working') task.status = 'cancelled';
    task.updatedAt = now();
    push(task);
    return { result: { resultType: 'complete', ...view(task) } };
  }
  return error(-32601, `Method not found: ${method}`);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const http = createServer(async (req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  try {
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (req.url === '/control/state')
      return send(200, {
        tasks: [...tasks.values()].map((task) => ({ ...view(task), name: task.name, answers: task.answers, gets: task.gets })),
        updates,
        subscriptions: [...subscriptions].map((subscription) => subscription.taskIds),
      });
    if (req.url === '/control/advance') {
      offset += JSON.parse(body).ms;
      return send(200, { now: now() });
    }
    if (req.url === '/control/withdraw') {
      const { taskId, key } = JSON.parse(body);
      const task = tasks.get(taskId);
      task.withdrawn.add(key);
      task.status = 'working';
      task.updatedAt = now();
      push(task);
      return send(200, { ok: true });
    }
    if (req.url === '/control/ask') {
      // `asks-later`: the task now needs its question, and says so to whoever listens.
      const task = tasks.get(JSON.parse(body).taskId);
      task.status = 'input_required';
      task.updatedAt = now();
      push(task);
      return send(200, { ok: true });
    }
    if (req.url === '/control/cancel') {
      refuseCancel = JSON.parse(body).refuse;
      return send(200, { ok: true });
    }
    if (req.url === '/control/push') {
      offerPush = JSON.parse(body).offer;
      return send(200, { ok: true });
    }
    if (req.method === 'POST') {
      const message = JSON.parse(body);
      if (message.method === 'subscriptions/listen') return listen(message, res);
      if (message.method === 'notifications/cancelled') {
        for (const subscription of subscriptions)
          if (subscription.id === message.params?.requestId) {
            subscriptions.delete(subscription);
            subscription.res.end();
          }
        res.writeHead(202).end();
        return;
      }
      const reply = answer(message, req.headers);
      if (reply !== undefined) return send(200, { jsonrpc: '2.0', id: message.id, ...reply });
    }
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]],
      ),
      ...(req.method === 'POST' && { body }),
    });
    const response = await handler.fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (failure) {
    send(500, { error: String(failure) });
  }
});

http.listen({ host: '127.0.0.1', port: 0 }, () => {
  const { port } = http.address();
  console.log(`tasks-server listening on http://127.0.0.1:${port}`);
});
