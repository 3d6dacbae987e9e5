// The demo server's tools, written once in the 2026-07-28 style: a handler that needs input
// returns `inputRequired(...)` and reads the answers from `ctx.mcpReq.inputResponses` when the
// client retries. The SDK serves the same handlers to 2025-11-25 clients by turning each round
// into server→client `elicitation/create` requests (its legacy shim), so nothing here depends on
// the era.
//
// Each request may be served by a fresh `Server` instance, so everything a later round needs
// travels in `requestState`, sealed with an HMAC so a client cannot forge or alter it. The demo's
// "world" (bookings, files, linked accounts) is the `DemoState` shared by all instances.
import { UrlElicitationRequiredError, acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { RUN_COMMAND_TOOL, runCommand } from './run-command.mjs';
import { SEAT_MAP_URI, SEATS } from './seat-map.mjs';

const text = (value) => ({ content: [{ type: 'text', text: value }] });
const json = (value) => JSON.stringify(value, null, 2);

export const OPENING_TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
/** 19:00 is always taken, so a booking with the default time shows the "choose another" round. */
export const FULLY_BOOKED_TIME = '19:00';
export const RESTAURANT = 'Trattoria Demo';

/** The tool list, in the order the playground shows it. */
export const TOOLS = [
  {
    name: 'book-table',
    title: 'Book a table',
    description: `Books a table at ${RESTAURANT}. Asks for the date, time, party size and name; if the slot is taken, offers the free times that day.`,
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'pick-seat',
    title: 'Pick a seat',
    description:
      'Asks for a seat on flight LH 454 in the airline’s own seat map (an MCP App: app-rendered elicitation, a draft), or in the standard form where the host shows no apps.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'pick-seat-broken-app',
    title: 'Pick a seat (the app fails)',
    description: 'The same question, naming an app the server cannot serve: the host falls back to the standard form and says so.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'list-bookings',
    title: 'List bookings',
    description: `The bookings made at ${RESTAURANT} since the server started.`,
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'list-files',
    title: 'List files',
    description: 'Lists the files in the demo workspace.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'delete-files',
    title: 'Delete files',
    description:
      'Deletes the workspace files whose path ends with the given suffix, after showing exactly which files will go and asking for approval.',
    inputSchema: {
      type: 'object',
      properties: { suffix: { type: 'string', description: 'File name ending, such as ".log"', default: '.log' } },
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'reset-demo',
    title: 'Reset the demo',
    description: 'Restores the workspace files and forgets bookings and linked accounts, after asking for approval.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { destructiveHint: true, idempotentHint: true },
  },
  {
    name: 'connect-account',
    title: 'Connect an Acme Calendar account',
    description: 'Links an account on an external site through URL-mode elicitation: the sign-in happens on that site, never in the chat.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'sync-calendar',
    title: 'Sync Acme Calendar (needs a linked account)',
    description:
      'Reads your free/busy times from Acme Calendar. Without a linked account, a 2025-11-25 connection gets the ' +
      'URLElicitationRequired error (-32042): the playground calls tools through callToolWithUrlElicitation, which shows ' +
      'the sign-in link and calls the tool again once it is done. A 2026-07-28 connection is asked within the call instead.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'ask-then-withdraw',
    title: 'Ask, then withdraw the question',
    description:
      'Asks for a report name and withdraws the question (notifications/cancelled) if it is still open after the given ' +
      'seconds: the dialog says so and keeps what you typed. Needs a 2025-11-25 connection: on 2026-07-28 the server ' +
      'holds no open request it could withdraw.',
    inputSchema: {
      type: 'object',
      properties: {
        afterSeconds: { type: 'integer', description: 'Seconds before the question is withdrawn', minimum: 1, maximum: 300, default: 20 },
      },
    },
  },
  {
    name: 'every-field',
    title: 'Form with every field kind',
    description: 'Asks one form with every kind of field the protocol allows, each with a default, and returns the answers.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'plan-trip',
    title: 'Plan a trip (two rounds)',
    description: 'Asks what kind of trip you want, then a follow-up question that depends on the answer.',
    inputSchema: { type: 'object', properties: {} },
  },
  {
    name: 'schedule-meeting',
    title: 'Schedule a meeting (two questions at once)',
    description: 'Asks for the time and the attendees in the same round: two elicitations the client answers together.',
    inputSchema: { type: 'object', properties: {} },
  },
  RUN_COMMAND_TOOL,
];

function tomorrow() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function outcome(responses, key) {
  const view = inputResponse(responses, key);
  return view.kind === 'elicit' ? view.action : 'missing';
}

/**
 * The approval gate servers are told to use before destroying data: the message is the whole story
 * (with its preview) and one required boolean confirms it. The dialog shows it as a decision
 * (Confirm / Decline), styled as destructive when the tool's annotations say so.
 */
function approvalSchema() {
  return {
    type: 'object',
    properties: { confirm: { type: 'boolean', title: 'I confirm' } },
    required: ['confirm'],
  };
}

/** `accept` only for an accepted answer that confirmed; otherwise the action (or `not confirmed`). */
function approved(responses, key) {
  const view = inputResponse(responses, key);
  if (view.kind !== 'elicit') return 'missing';
  if (view.action === 'accept' && view.content?.confirm !== true) return 'not confirmed';
  return view.action;
}

// ---------------------------------------------------------------- reset-demo

async function resetDemo(ctx, { state, codec }) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        approval: inputRequired.elicit({
          message:
            `Reset the demo? This restores the workspace files and forgets ${state.bookings.length} ` +
            `${state.bookings.length === 1 ? 'booking' : 'bookings'} and every linked account.`,
          requestedSchema: approvalSchema(),
        }),
      },
      requestState: await codec.mint({ tool: 'reset-demo' }),
    });
  }
  if (ctx.mcpReq.requestState()?.tool !== 'reset-demo') return { ...text('Unexpected request state.'), isError: true };
  const action = approved(responses, 'approval');
  if (action !== 'accept') return text(`Nothing reset (you chose ${action}).`);
  state.reset();
  return text(`Demo reset. Files:\n${listing(state.files)}`);
}

// ---------------------------------------------------------------- book-table

const bookingSchema = () => ({
  type: 'object',
  properties: {
    date: { type: 'string', format: 'date', title: 'Date', default: tomorrow() },
    time: { type: 'string', title: 'Time', enum: OPENING_TIMES, default: FULLY_BOOKED_TIME },
    partySize: { type: 'integer', title: 'Party size', description: 'Guests, including you', minimum: 1, maximum: 8, default: 2 },
    name: { type: 'string', title: 'Name for the booking', minLength: 2, maxLength: 60 },
    requests: {
      type: 'string',
      title: 'Special requests',
      description: 'Optional: allergies, a high chair, a quiet table…',
      maxLength: 300,
    },
  },
  required: ['date', 'time', 'partySize', 'name'],
});

function validBooking(value) {
  return (
    value !== undefined &&
    typeof value.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
    OPENING_TIMES.includes(value.time) &&
    Number.isInteger(value.partySize) &&
    value.partySize >= 1 &&
    value.partySize <= 8 &&
    typeof value.name === 'string' &&
    value.name.trim().length >= 2
  );
}

async function bookTable(ctx, { state, codec }) {
  const responses = ctx.mcpReq.inputResponses;
  const carried = responses === undefined ? undefined : ctx.mcpReq.requestState();

  if (carried === undefined) {
    // Round 1: nothing asked yet, or the answer to the booking form is in.
    if (responses === undefined) {
      return inputRequired({
        inputRequests: {
          booking: inputRequired.elicit({ message: `Book a table at ${RESTAURANT}.`, requestedSchema: bookingSchema() }),
        },
      });
    }
    const booking = acceptedContent(responses, 'booking');
    if (booking === undefined) return text(`No booking made (you chose ${outcome(responses, 'booking')}).`);
    if (!validBooking(booking)) return { ...text('No booking made: the answer does not match the form.'), isError: true };
    if (!state.isTaken(booking.date, booking.time)) return text(confirmation(state.book(booking)));

    const free = state.freeTimes(booking.date);
    if (free.length === 0) return text(`No booking made: ${booking.date} is fully booked.`);
    return inputRequired({
      inputRequests: {
        slot: inputRequired.elicit({
          message: `${booking.time} on ${booking.date} is taken. These times are free that day: choose one, or decline to give up.`,
          requestedSchema: {
            type: 'object',
            properties: {
              time: {
                type: 'string',
                title: 'Free times',
                oneOf: free.map((time) => ({ const: time, title: `${time} on ${booking.date}` })),
                default: free[0],
              },
            },
            required: ['time'],
          },
        }),
      },
      requestState: await codec.mint({ tool: 'book-table', booking }),
    });
  }

  // Round 2: the user picked another time for the booking carried in the state.
  if (carried.tool !== 'book-table') return { ...text('Unexpected request state.'), isError: true };
  const choice = acceptedContent(responses, 'slot');
  if (choice === undefined) return text(`No booking made (you chose ${outcome(responses, 'slot')}).`);
  const booking = { ...carried.booking, time: choice.time };
  if (!validBooking(booking)) return { ...text('No booking made: that time is not one we offered.'), isError: true };
  if (state.isTaken(booking.date, booking.time)) return text(`No booking made: ${booking.time} was taken meanwhile.`);
  return text(confirmation(state.book(booking)));
}

function confirmation(booking) {
  const extra = booking.requests ? ` Noted: "${booking.requests}".` : '';
  return `Booked ${booking.code}: ${RESTAURANT}, ${booking.date} at ${booking.time}, ${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}, name ${booking.name}.${extra}`;
}

// ---------------------------------------------------------------- pick-seat (app-rendered elicitation, a draft)

/** `pick-seat`: one form request that names the seat map; the host shows the app or the form. */
async function pickSeat(ctx, resourceUri) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        seat: inputRequired.elicit({
          message: 'Pick your seat for flight LH 454 to San Francisco.',
          requestedSchema: {
            type: 'object',
            properties: { seat: { type: 'string', title: 'Seat', enum: SEATS } },
            required: ['seat'],
          },
          _meta: { ui: { resourceUri } },
        }),
      },
    });
  }
  const choice = acceptedContent(responses, 'seat');
  if (choice === undefined) return text(`No seat booked (you chose ${outcome(responses, 'seat')}).`);
  if (!SEATS.includes(choice.seat)) return { ...text('No seat booked: that seat is not on this flight.'), isError: true };
  return text(`Seat ${choice.seat} booked on LH 454.`);
}

// ---------------------------------------------------------------- files

function formatSize(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function listing(files) {
  if (files.length === 0) return '(no files)';
  return files.map((file) => `${file.path} (${formatSize(file.size)})`).join('\n');
}

async function deleteFiles(args, ctx, { state, codec }) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    const suffix = typeof args?.suffix === 'string' && args.suffix.length > 0 ? args.suffix : '.log';
    const doomed = state.files.filter((file) => file.path.endsWith(suffix));
    if (doomed.length === 0) return text(`No file ends with "${suffix}": nothing to delete.`);
    const total = doomed.reduce((sum, file) => sum + file.size, 0);
    return inputRequired({
      inputRequests: {
        approval: inputRequired.elicit({
          message:
            `Delete ${doomed.length} ${doomed.length === 1 ? 'file' : 'files'} (${formatSize(total)}) from the workspace? ` +
            `This cannot be undone.\n\n${listing(doomed)}\n\nConfirm deletes exactly these files; Decline keeps everything.`,
          requestedSchema: approvalSchema(),
        }),
      },
      // The approval covers the files shown, not whatever matches by the time the user answers.
      requestState: await codec.mint({ tool: 'delete-files', paths: doomed.map((file) => file.path) }),
    });
  }
  const carried = ctx.mcpReq.requestState();
  if (carried?.tool !== 'delete-files') return { ...text('Unexpected request state.'), isError: true };
  const action = approved(responses, 'approval');
  if (action !== 'accept') return text(`Nothing deleted (you chose ${action}).`);
  const deleted = state.deleteFiles(carried.paths);
  return text(`Deleted ${deleted.length} ${deleted.length === 1 ? 'file' : 'files'}:\n${deleted.join('\n')}`);
}

// ---------------------------------------------------------------- connect-account (URL mode)

async function connectAccount(ctx, { state, codec, publicOrigin }) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    const flow = state.startFlow();
    return inputRequired({
      inputRequests: {
        signIn: inputRequired.elicitUrl({
          message: 'Sign in to Acme Calendar to let the demo server read your free/busy times.',
          url: `${publicOrigin()}/external/acme/authorize?flow=${flow.id}`,
        }),
      },
      requestState: await codec.mint({ tool: 'connect-account', flow: flow.id }),
    });
  }
  const carried = ctx.mcpReq.requestState();
  if (carried?.tool !== 'connect-account') return { ...text('Unexpected request state.'), isError: true };
  const flow = state.flows.get(carried.flow);
  if (flow === undefined) return { ...text('That sign-in has expired. Call the tool again.'), isError: true };
  // `accept` of a URL request means the user agreed to open the page, not that they finished
  // there: the server learns the outcome from the site itself.
  const answered = ['signIn', 'finished'].map((key) => outcome(responses, key)).find((action) => action !== 'missing');
  if (flow.status === 'authorized') return text(`Connected Acme Calendar account ${flow.account}.`);
  if (flow.status === 'denied') return text('Not connected: access was denied on the Acme Calendar page.');
  if (answered !== 'accept') return text(`Not connected (you chose ${answered ?? 'nothing'}).`);
  return inputRequired({
    inputRequests: {
      finished: inputRequired.elicit({
        message: 'Finish signing in on the Acme Calendar page, then accept here. Decline to give up.',
        requestedSchema: { type: 'object', properties: {} },
      }),
    },
    requestState: await codec.mint({ tool: 'connect-account', flow: flow.id }),
  });
}

// ---------------------------------------------------------------- sync-calendar (-32042 on 2025-11-25)

/** A request on a 2025-era session (the legacy path); 2026-07-28 requests are served without one. */
const legacySession = (ctx) => ctx.sessionId !== undefined;

async function syncCalendar(ctx, deps) {
  const { state, publicOrigin, server } = deps;
  const synced = (account) => text(`Synced Acme Calendar for ${account}: busy tomorrow 09:00–10:30 and 14:00–15:00.`);
  const linked = state.linkedAccount();
  if (linked !== undefined) return synced(linked);
  if (legacySession(ctx)) {
    // The 2025-11-25 way: refuse the call until the user has been to the site. The elicitation id
    // is the flow's, so finishing on the site sends notifications/elicitation/complete for it.
    const flow = state.startFlow();
    const notify = server.createElicitationCompletionNotifier(flow.id);
    flow.onFinish = () => void notify().catch(() => {});
    throw new UrlElicitationRequiredError(
      [
        {
          mode: 'url',
          message: 'Sign in to Acme Calendar so the demo server can read your free/busy times.',
          url: `${publicOrigin()}/external/acme/authorize?flow=${flow.id}`,
          elicitationId: flow.id,
        },
      ],
      'Acme Calendar is not linked yet: sign in first.',
    );
  }
  // 2026-07-28 has no -32042: the sign-in is asked within the call, as connect-account does.
  const result = await connectAccount(ctx, deps);
  const now = state.linkedAccount();
  return now === undefined ? result : synced(now);
}

// ---------------------------------------------------------------- ask-then-withdraw (2025-11-25)

async function askThenWithdraw(args, ctx) {
  if (!legacySession(ctx)) {
    return text(
      'Withdrawing a question needs a 2025-11-25 connection (choose that protocol and Connect): ' +
        'on 2026-07-28 the server holds no open request it could withdraw.',
    );
  }
  const seconds = Number.isInteger(args?.afterSeconds) && args.afterSeconds >= 1 && args.afterSeconds <= 300 ? args.afterSeconds : 20;
  // Aborting the request makes the SDK send notifications/cancelled for it: the client's dialog
  // shows the request as withdrawn and sends no answer.
  const signal = AbortSignal.any([AbortSignal.timeout(seconds * 1000), ctx.mcpReq.signal]);
  try {
    const result = await ctx.mcpReq.elicitInput(
      {
        mode: 'form',
        message: `Which name should the weekly report use? If you have not answered within ${seconds} seconds, the server withdraws this question.`,
        requestedSchema: {
          type: 'object',
          properties: { name: { type: 'string', title: 'Report name', minLength: 1, maxLength: 80 } },
          required: ['name'],
        },
      },
      { signal },
    );
    const name = result.action === 'accept' && typeof result.content?.name === 'string' ? result.content.name : undefined;
    return text(name === undefined ? `No report (you chose ${result.action}).` : `Report named "${name}".`);
  } catch (error) {
    if (signal.aborted && !ctx.mcpReq.signal.aborted) return text(`Withdrew the question after ${seconds} seconds without an answer.`);
    throw error;
  }
}

// ---------------------------------------------------------------- every-field

export const everyFieldSchema = {
  type: 'object',
  properties: {
    fullName: { type: 'string', title: 'Full name', minLength: 2, maxLength: 50, default: 'Ada Lovelace' },
    email: { type: 'string', title: 'Email', format: 'email', default: 'ada@example.com' },
    website: { type: 'string', title: 'Website', format: 'uri', default: 'https://example.com' },
    birthday: { type: 'string', title: 'Birthday', format: 'date', default: '1815-12-10' },
    callAt: { type: 'string', title: 'Call me at', format: 'date-time', default: '2026-12-01T09:30:00Z' },
    height: { type: 'number', title: 'Height (m)', minimum: 0.5, maximum: 2.5, default: 1.65 },
    guests: { type: 'integer', title: 'Guests', minimum: 0, maximum: 10, default: 1 },
    newsletter: { type: 'boolean', title: 'Send me the newsletter', default: true },
    size: { type: 'string', title: 'T-shirt size', enum: ['S', 'M', 'L', 'XL'], default: 'M' },
    plan: {
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'free', title: 'Free' },
        { const: 'pro', title: 'Pro (€9/month)' },
        { const: 'team', title: 'Team (€29/month)' },
      ],
      default: 'pro',
    },
    languages: {
      type: 'array',
      title: 'Languages',
      items: { type: 'string', enum: ['English', 'French', 'German', 'Italian'] },
      minItems: 1,
      maxItems: 3,
      default: ['English'],
    },
    topics: {
      type: 'array',
      title: 'Topics',
      items: {
        anyOf: [
          { const: 'mcp', title: 'Model Context Protocol' },
          { const: 'a11y', title: 'Accessibility' },
          { const: 'react', title: 'React' },
        ],
      },
      default: ['mcp', 'a11y'],
    },
  },
  required: ['fullName', 'email', 'plan'],
};

function everyField(ctx) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        profile: inputRequired.elicit({ message: 'Tell us about yourself. Every field has a default.', requestedSchema: everyFieldSchema }),
      },
    });
  }
  const content = acceptedContent(responses, 'profile');
  if (content === undefined) return text(`No answers (you chose ${outcome(responses, 'profile')}).`);
  return text(`Received:\n${json(content)}`);
}

// ---------------------------------------------------------------- plan-trip (two rounds)

const FOLLOW_UPS = {
  beach: {
    message: 'A beach trip. Which coast, and do you want a sun lounger booked?',
    properties: {
      coast: { type: 'string', title: 'Coast', enum: ['Algarve', 'Amalfi', 'Crete'] },
      lounger: { type: 'boolean', title: 'Book a sun lounger', default: false },
    },
    required: ['coast'],
  },
  city: {
    message: 'A city break. Which city, and how many museums per day?',
    properties: {
      city: { type: 'string', title: 'City', enum: ['Lisbon', 'Vienna', 'Kyoto'] },
      museums: { type: 'integer', title: 'Museums per day', minimum: 0, maximum: 4, default: 1 },
    },
    required: ['city'],
  },
  mountains: {
    message: 'The mountains. Which range, and how hard should the hikes be?',
    properties: {
      range: { type: 'string', title: 'Range', enum: ['Alps', 'Dolomites', 'Rockies'] },
      difficulty: {
        type: 'string',
        title: 'Hike difficulty',
        oneOf: [
          { const: 'easy', title: 'Easy walks' },
          { const: 'hard', title: 'Long climbs' },
        ],
      },
    },
    required: ['range', 'difficulty'],
  },
};

async function planTrip(ctx, { codec }) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        kind: inputRequired.elicit({
          message: 'What kind of trip would you like?',
          requestedSchema: {
            type: 'object',
            properties: {
              kind: {
                type: 'string',
                title: 'Trip',
                oneOf: [
                  { const: 'beach', title: 'Beach' },
                  { const: 'city', title: 'City break' },
                  { const: 'mountains', title: 'Mountains' },
                ],
              },
            },
            required: ['kind'],
          },
        }),
      },
    });
  }
  const carried = ctx.mcpReq.requestState();
  if (carried === undefined) {
    // Round 1 answered: ask the follow-up that fits, carrying the first answer in the state.
    const first = acceptedContent(responses, 'kind');
    if (first === undefined) return text(`No trip planned (you chose ${outcome(responses, 'kind')}).`);
    const followUp = FOLLOW_UPS[first.kind];
    if (followUp === undefined) return { ...text('Unknown kind of trip.'), isError: true };
    return inputRequired({
      inputRequests: {
        details: inputRequired.elicit({
          message: followUp.message,
          requestedSchema: { type: 'object', properties: followUp.properties, required: followUp.required },
        }),
      },
      requestState: await codec.mint({ tool: 'plan-trip', kind: first.kind }),
    });
  }
  if (carried.tool !== 'plan-trip') return { ...text('Unexpected request state.'), isError: true };
  const details = acceptedContent(responses, 'details');
  if (details === undefined) return text(`No trip planned (you chose ${outcome(responses, 'details')} at the second question).`);
  return text(
    `Trip planned: ${carried.kind}, ${Object.entries(details)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}.`,
  );
}

// ---------------------------------------------------------------- schedule-meeting (two keys, one round)

function scheduleMeeting(ctx) {
  const responses = ctx.mcpReq.inputResponses;
  if (responses === undefined) {
    return inputRequired({
      inputRequests: {
        when: inputRequired.elicit({
          message: 'When should the meeting be?',
          requestedSchema: {
            type: 'object',
            properties: {
              start: { type: 'string', title: 'Start', format: 'date-time' },
              minutes: { type: 'integer', title: 'Length (minutes)', minimum: 15, maximum: 120, default: 30 },
            },
            required: ['start'],
          },
        }),
        who: inputRequired.elicit({
          message: 'Who should be invited?',
          requestedSchema: {
            type: 'object',
            properties: {
              attendees: {
                type: 'array',
                title: 'Attendees',
                items: { type: 'string', enum: ['Ada', 'Grace', 'Alan', 'Katherine'] },
                minItems: 1,
              },
            },
            required: ['attendees'],
          },
        }),
      },
    });
  }
  const when = acceptedContent(responses, 'when');
  const who = acceptedContent(responses, 'who');
  if (when === undefined || who === undefined) {
    return text(`Not scheduled (time: ${outcome(responses, 'when')}, attendees: ${outcome(responses, 'who')}).`);
  }
  return text(`Scheduled ${when.minutes ?? 30} minutes at ${when.start} with ${who.attendees.join(', ')}.`);
}

// ---------------------------------------------------------------- dispatch

/**
 * Answers one `tools/call`.
 * @param {{ state: import('./state.mjs').DemoState, codec: import('@modelcontextprotocol/server').RequestStateCodec, publicOrigin: () => string, server: import('@modelcontextprotocol/server').Server }} deps
 */
export async function callTool(name, args, ctx, deps) {
  const { state } = deps;
  switch (name) {
    case 'book-table':
      return bookTable(ctx, deps);
    case 'pick-seat':
      return pickSeat(ctx, SEAT_MAP_URI);
    case 'pick-seat-broken-app':
      return pickSeat(ctx, 'ui://playground/no-such-app.html');
    case 'list-bookings':
      return text(
        state.bookings.length === 0
          ? '(no bookings)'
          : state.bookings.map((b) => `${b.code}: ${b.date} ${b.time}, ${b.partySize} × ${b.name}`).join('\n'),
      );
    case 'list-files':
      return text(listing(state.files));
    case 'delete-files':
      return deleteFiles(args, ctx, deps);
    case 'reset-demo':
      return resetDemo(ctx, deps);
    case 'run_command':
      return runCommand(args, ctx, deps);
    case 'connect-account':
      return connectAccount(ctx, deps);
    case 'sync-calendar':
      return syncCalendar(ctx, deps);
    case 'ask-then-withdraw':
      return askThenWithdraw(args, ctx);
    case 'every-field':
      return everyField(ctx);
    case 'plan-trip':
      return planTrip(ctx, deps);
    case 'schedule-meeting':
      return scheduleMeeting(ctx);
    default:
      return { ...text(`Unknown tool: ${name}`), isError: true };
  }
}
