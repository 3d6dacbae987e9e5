// The English words: the dialog's texts, the host's texts and the validation messages, as one locale. What the
// dialog says when given no locale (resolve.ts); `mcp-elicitation-react/locales/en` exports it as `en`.
import {
  defaultMessages,
  localeFormat,
  MAX_PATTERN_LENGTH,
  type LocaleFormat,
  type NumericRange,
  type PatternRefusal,
} from 'mcp-elicitation-core';
import type { ElicitAction, Field, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { capitalise, createHint, fileHint } from './hints';
import type { DialogTexts, ElicitationHostTexts, ElicitationLocale, HintWords } from './types';

const en: LocaleFormat = localeFormat('en');
const num = (value: number) => en.number(value);

/** "1 to 12", "at least 18", "more than 0 and at most 10"…, lower-case, with a unit after the last number. */
function englishRange(r: NumericRange, unit: (n: number) => string = num): string {
  const { min, max } = r;
  if (min !== undefined && max !== undefined) {
    if (!r.minExclusive && !r.maxExclusive) return min === max ? `exactly ${unit(min)}` : `${num(min)} to ${unit(max)}`;
    return `${r.minExclusive ? 'more than' : 'at least'} ${num(min)} and ${r.maxExclusive ? 'less than' : 'at most'} ${unit(max)}`;
  }
  if (min !== undefined) return `${r.minExclusive ? 'more than' : 'at least'} ${unit(min)}`;
  if (max !== undefined) return `${r.maxExclusive ? 'less than' : 'at most'} ${unit(max)}`;
  return '';
}

const chars = (n: number) => `${num(n)} ${en.pick(n, { one: 'character', other: 'characters' })}`;
const choices = (n: number) => `${num(n)} ${en.pick(n, { one: 'choice', other: 'choices' })}`;

const englishHintWords: HintWords = {
  email: 'An email address',
  uri: 'A full web address, like https://example.com',
  length: (r) => capitalise(englishRange(r, chars)),
  number: (integer, r) => {
    const what = integer ? 'A whole number' : 'A number';
    const bounds = englishRange(r);
    if (bounds) return `${what}, ${bounds}`;
    return integer ? what : undefined;
  },
  choices: (r) => {
    const bounds = englishRange(r, choices);
    return bounds ? `Choose ${bounds}` : 'Choose any that apply';
  },
  optionalChoices: (hint) => `Optional. If you choose: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`,
  file: (accept, maxSize) =>
    fileHint(accept, maxSize === undefined ? undefined : en.bytes(maxSize), 'File types: ', ', ', '; ', (size) => `at most ${size}`),
};

/**
 * A short hint from the field's own rules, in English, so the user learns them before making a
 * mistake.
 *
 * @example
 * defaultHint({ kind: 'text', key: 'name', label: 'Name', required: true, minLength: 3, maxLength: 20 }); // '3 to 20 characters'
 */
const defaultHint: (field: Field) => string | undefined = createHint(englishHintWords);

const PATTERN_REASONS: Record<PatternRefusal, string> = {
  'not-text': 'it is not text',
  'too-long': `it is longer than ${num(MAX_PATTERN_LENGTH)} characters`,
  invalid: 'it is not a valid regular expression',
  unanalysable: 'it could not be read',
  'back-reference': 'it uses a back-reference',
  lookaround: 'it looks ahead or behind (like “(?=…)”)',
  'repeat-too-large': `it repeats something more than ${num(1000)} times`,
  'script-extensions': 'it uses a Unicode script-extension class',
};

function englishIssue(issue: SchemaIssue): string {
  const key = `“${issue.key ?? ''}”`;
  const { reason } = issue.params;
  // A bound no value can meet: a required field cannot be answered, an optional one only left empty.
  const impossible = (what: string) => (issue.severity === 'error' ? `${key} ${what}.` : `${key} ${what}; it can only be left empty.`);
  switch (issue.code) {
    case 'invalid-params':
      return reason === 'missing-url'
        ? 'The request asks to open a link but does not include one.'
        : 'The server sent a request this app cannot read.';
    case 'invalid-message':
      return 'The server did not say what it is asking for.';
    case 'unsupported-mode':
      return 'The server asked for input in a way this app does not support.';
    case 'invalid-schema':
      if (reason === 'not-object') return 'The server described its request in a form this dialog cannot show.';
      if (reason === 'malformed-properties') return 'The server described its fields in a form this dialog cannot read.';
      return 'The server did not describe the information it wants.';
    case 'unsupported-dialect':
      return 'The request names a JSON Schema version this dialog does not know; it is checked as JSON Schema 2020-12.';
    case 'unsafe-key':
      return `A field named ${key} cannot be answered: this name is dropped from answers on the way to the server.`;
    case 'unknown-required':
      return `${key} is required but never described, so no answer can satisfy it.`;
    case 'sensitive-field':
      return `“${issue.params.label ?? issue.key ?? ''}” looks like a password, key or payment detail. Servers must not ask for these in a form; consider declining.`;
    case 'invalid-default':
      return `The suggested value for ${key} does not fit its own rules and was not filled in.`;
    case 'nested-object':
      return `${key} is a nested group of fields, which this dialog cannot show.`;
    case 'array-of-objects':
      return `${key} is a list of records, which this dialog cannot show.`;
    case 'non-string-enum':
      return reason === 'enum-not-text'
        ? `${key} offers choices that are not all text.`
        : `${key} offers choices in a form this dialog cannot show.`;
    case 'unsafe-pattern':
      return `${key} asks for a text check this page cannot run (${PATTERN_REASONS[issue.params.pattern ?? 'unanalysable']}), so it is left out.`;
    case 'unsupported-type':
      switch (reason) {
        case 'items-missing':
          return `${key} is a list without a description of its items.`;
        case 'free-values':
          return `${key} is a list of free values, which this dialog cannot show.`;
        case 'named-type':
          return `${key} has type “${issue.params.type ?? ''}”, which this dialog cannot show.`;
        case 'no-type':
          return `${key} has no type, which this dialog cannot show.`;
        case 'unknown-type':
          return `${key} has a type this dialog does not know, which this dialog cannot show.`;
        default:
          return `${key} is not described in a form this dialog can show.`;
      }
    case 'invalid-keyword':
      switch (reason) {
        case 'not-a-number':
          return `“${issue.params.keyword ?? ''}” of ${key} is not a valid number and was ignored.`;
        case 'unknown-format':
          return `${key} asks for an unknown format; it is shown as plain text.`;
        case 'malformed-pattern':
          return `${key} has a malformed text rule, which was ignored.`;
        case 'repeated-choices':
          return `${key} lists the same choice more than once; repeats were removed.`;
        case 'repeated-exclusive-choices':
          return `${key} lists the same choice more than once; such choices cannot be accepted and were removed.`;
        case 'malformed-required':
          return 'The list of required fields is malformed; only its valid entries are used.';
        case 'min-length-above-max-length':
          return impossible('must be longer than it may be long');
        case 'minimum-above-maximum':
          return impossible('has a minimum above its maximum');
        case 'no-whole-number':
          return impossible('allows no whole number');
        case 'no-choices':
          return impossible('offers no choices');
        case 'min-items-above-max-items':
          return impossible('needs more choices than it allows');
        case 'min-items-above-choices':
          return impossible('needs more choices than it offers');
        default:
          return `${key} has a rule this dialog cannot use, which was ignored.`;
      }
    default:
      return 'Part of this request cannot be shown.';
  }
}

function englishUrlWarning(warning: UrlWarning): string {
  const p = warning.params;
  switch (warning.code) {
    case 'punycode':
      return `The site name uses international letters and is really “${p.host}”; it is shown as “${p.hostUnicode}”. Such names can imitate other sites.`;
    case 'mixed-script':
      return `The site name mixes letters from different alphabets (${en.list((p.scripts ?? []).map(en.script))}).`;
    case 'lookalike':
      return `The site name imitates “${p.imitated}” with look-alike letters from another alphabet.`;
    case 'insecure':
      return 'The page is not encrypted (http): others on the network could read or change it.';
    case 'credentials':
      return `The part before “@” (“${p.userinfo}”) is not the site. You would go to ${p.domain}.`;
    case 'ip-address':
      return `The address is a bare IP number (${p.host}) instead of a site name.`;
    case 'obfuscated-ip':
      return `The IP number is written in a disguised form: “${p.written}” means ${p.host}.`;
    case 'local-network':
      return p.scope === 'this-device'
        ? 'The address points to this computer, not to a website on the internet.'
        : 'The address points to a device on your local network, not to a website on the internet.';
    case 'deceptive-subdomain':
      return `The address starts with another site’s name (“${p.imitated}”), but it goes to ${p.domain}.`;
    case 'many-subdomains':
      return `The site name has many parts; only the end decides where you go: ${p.domain}.`;
    case 'long-host':
      return `The site name is unusually long; only the end decides where you go: ${p.domain}.`;
    case 'long-url':
      return 'The address is unusually long; check it carefully.';
    case 'encoded-host':
      return 'Part of the site name is disguised with percent-encoding (%).';
    case 'encoded-path':
      return 'The address contains disguised characters (like %2F or %2E) that can hide where it leads.';
    case 'hidden-characters':
      return 'The address contains invisible characters or spaces.';
    case 'unusual-syntax':
      return 'The address is written in an unusual way; it will open as shown here.';
    case 'trailing-dot':
      return 'The site name ends with a dot, which is unusual.';
    default:
      return 'Check this address carefully.';
  }
}

function englishRefusal(reason: UrlRefusal): string {
  if (reason.code === 'empty') return 'The request does not include a web address.';
  if (reason.code === 'unparseable') return 'This is not a valid web address, so it cannot be opened.';
  switch (reason.schemeKind) {
    case 'code':
      return 'This link would run code inside this app instead of opening a web page.';
    case 'inline-page':
      return 'This link carries a whole page inside itself instead of pointing to a website.';
    case 'local-file':
      return 'This link points to a file on your computer, not to a website.';
    case 'app-data':
      return 'This link points to data held by this app, not to a website.';
    case 'browser-page':
      return 'This link points to a page of the browser itself, not to a website.';
    default:
      return `This link opens something other than a web page (“${reason.scheme ?? ''}:”), so it cannot be opened from here.`;
  }
}

/**
 * The English texts (`english.texts`).
 *
 * @example
 * defaultTexts.title('Weather'); // 'Request from Weather'
 */
const defaultTexts: DialogTexts = {
  title: (server) => `Request from ${server}`,
  serverReports: (name, otherName, version) =>
    `Identifies itself as “${name}”${otherName ? ` (${otherName})` : ''}${version ? ` ${version}` : ''}`,
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel',
  issuesHeading: 'Some of this request cannot be shown',
  requiredLegend: 'Fields marked * are required',
  issuesHeadingSensitive: 'This request asks for something secret',
  issue: englishIssue,
  cannotAccept: 'This request cannot be answered as sent. You can decline or cancel it.',
  messageLabel: 'Message from the server',
  messageContinues: 'the message continues on screen',
  prefilled: 'Filled in by the server',
  confirmOnly: 'The server asks for your confirmation only; no information will be sent.',
  chooseOption: 'Choose…',
  noAnswer: 'No answer',
  filterChoices: 'Filter choices',
  unnamedField: '(unnamed field)',
  confirm: 'Confirm',
  destructiveWarning: (tool) => `${tool} may delete or change data, and this may not be undone.`,
  stepProgress: (index, total) => `${num(index)} of ${num(total)}`,
  nextStep: 'Next',
  previousStep: 'Back',
  yes: 'Yes',
  no: 'No',
  skip: 'Skip',
  reviewAnswers: 'Review',
  reviewHeading: 'Check your answers before sending',
  reviewChange: 'Change',
  discard: 'Discard',
  previousAnswer: 'Your previous answer',
  prefilledCount: (count) =>
    `The server filled in ${num(count)} ${en.pick(count, { one: 'answer', other: 'answers' })}; they are sent as shown unless you change them.`,
  messageShowAll: (hidden) => `Show the whole message (${num(hidden)} more ${en.pick(hidden, { one: 'character', other: 'characters' })})`,
  filterStatus: (shown, matching) =>
    shown === matching ? choices(matching) : `Showing ${num(shown)} of ${num(matching)} choices; type to narrow`,
  hint: defaultHint,
  describedWithHint: (description, hint) => `${description} · ${hint}`,
  close: 'Close',
  discardQuestion: 'Discard your answers? Press Escape again to discard them.',
  keepEditing: 'Keep editing',
  errorSummary: (count) => `${num(count)} ${en.pick(count, { one: 'answer needs', other: 'answers need' })} attention`,
  urlDestination: (domain, port) => (port === undefined ? `You will go to: ${domain}` : `You will go to: ${domain} (port ${port})`),
  urlAddress: 'Full address',
  urlTruncated: (hidden) => `… (${num(hidden)} more ${en.pick(hidden, { one: 'character', other: 'characters' })})`,
  urlTrusted: (domain) => `${domain} is on this app’s list of trusted sites.`,
  urlVisitedBefore: (domain) => `You have opened ${domain} from this app before.`,
  urlFirstVisit: (domain) => `You have not opened ${domain} from this app before.`,
  urlWarningsHeading: 'Check this address carefully',
  urlWarning: englishUrlWarning,
  urlRefusedHeading: 'This link cannot be opened',
  urlRefused: englishRefusal,
  urlOpen: (domain) => `Open ${domain}`,
  urlOpenAgain: (domain) => `Open ${domain} again`,
  urlOpening: 'Opening…',
  urlBlocked: 'Your browser blocked the new window, so nothing was opened. Allow pop-ups for this app and try again, or copy the link.',
  urlCopy: 'Copy link',
  urlCopied: 'Link copied. You can open it on another device.',
  urlCopyFailed: 'The link could not be copied automatically. It is selected above: copy it with your keyboard or menu.',
  urlWaiting: 'Waiting for you to finish in the other window.',
  urlWaitingConfirm: 'When you have finished there, choose “I’m done — retry”.',
  urlDone: 'I’m done — retry',
  // Drafts behind `experimental`: file inputs.
  fileChoose: 'Choose a file…',
  fileReplace: 'Choose another file…',
  fileRemove: (name) => `Remove ${name}`,
  fileDrop: 'or drop a file here',
  fileSentTo: (server) => `Sent to ${server} when you accept`,
  fileDetails: (mediaType, size) => `${mediaType} · ${size}`,
  fileSize: (bytes) => en.bytes(bytes),
  fileReading: 'Reading the file…',
  fileChosen: (name) => `${name} is attached`,
  fileUnreadable: 'The file could not be read. Choose it again.',
  fileUnnamed: '(file without a name)',
  // Drafts behind `experimental`: app-rendered elicitations.
  appFrameTitle: (server) => `App from ${server}`,
  appLoading: (server) => `Loading the app from ${server}…`,
  appUseForm: 'Use the standard form',
  appFallback: (code, server) =>
    code === 'content'
      ? `The answer from the app of ${server} did not fit the request, so it was not sent. Answer here instead.`
      : `The app of ${server} could not be shown. Answer here instead.`,
  partUnavailable: 'Part of this request could not be loaded. Reload the page to answer it, or decline.',
  // The stepper's announcement, and answers shown after the fact.
  stepAnnouncement: (index, total, label) => `Question ${num(index)} of ${num(total)}: ${label}`,
  hiddenAnswer: 'hidden',
};

const englishReceipt: Record<ElicitAction | QueueEntryReason, (server: string) => string> = {
  accept: (server) => `You answered the request from ${server}.`,
  decline: (server) => `You declined the request from ${server}.`,
  cancel: (server) => `You closed the request from ${server} without answering.`,
  withdrawn: (server) => `${server} withdrew its request.`,
  'timed-out': (server) => `The request from ${server} timed out.`,
  'answered-elsewhere': (server) => `The request from ${server} was answered in another tab or window.`,
  gone: (server) => `The request from ${server} ended while this page was away.`,
  'signed-out': (server) => `You were signed out before answering the request from ${server}.`,
  'task-stopped': (server) => `You stopped the task that ${server} asked this question for.`,
};

/**
 * The English host texts (`english.hostTexts`).
 *
 * @example
 * defaultHostTexts.position(2, 3); // 'Request 2 of 3'
 */
const defaultHostTexts: ElicitationHostTexts = {
  runningTool: 'While running',
  showArguments: 'Show arguments',
  position: (index, total) => `Request ${num(index)} of ${num(total)}`,
  step: (index, total) => `Step ${num(index)} of ${num(total)}`,
  expiresIn: (timeLeft) => `Expires in ${timeLeft}`,
  expiryWarning: (seconds) => `This request expires in ${num(seconds)} ${en.pick(seconds, { one: 'second', other: 'seconds' })}.`,
  withdrawn: (server) => `${server} withdrew this request. Your answers are kept here but can no longer be sent.`,
  dismiss: 'Dismiss',
  answeredElsewhere: 'This request was answered in another tab or window.',
  timedOut: 'This request timed out and can no longer be answered.',
  signedOut: 'You were signed out, so this request can no longer be answered here. Sign in again to answer it.',
  retry: 'Retry',
  sendTimedOut: 'Your answer got no reply in time, so it may not have arrived. Send it again.',
  sendConnectionFailed: 'Your answer could not be sent: the connection failed. Send it again.',
  sendFailed: (status) => `Your answer could not be sent (error ${status}). Send it again.`,
  blockServer: (server) => `Block ${server} for this session`,
  blockServerHint: (server) => `Declines this request and every later one from ${server} without asking you, until the app is restarted.`,
  blockedServer: (server) => `${server} is blocked: its requests are declined until the app is restarted.`,
  undoBlock: 'Undo',
  askedWhileRunning: (tool) => `Asked while running ${tool}`,
  arrived: (server) => `New request from ${server}`,
  task: (name, started, expires) =>
    [
      name === undefined ? 'Asked by a task' : `Task ‘${name}’`,
      ...(started === undefined ? [] : [`started ${en.relative(started)}`]),
      ...(expires === undefined ? [] : [`${expires > 0 ? 'expires' : 'expired'} ${en.relative(expires)}`]),
    ].join(', '),
  stopTask: 'Stop task',
  taskStopped: 'You stopped this task, so its questions were withdrawn. Your answers are kept here but can no longer be sent.',
  stopTaskHint: 'Stops the whole task on the server and withdraws its questions. To answer only this question, use Decline.',
  taskWaiting: (server) => `${server} is waiting for your answer`,
  waitingTitle: (count, title) => `(${num(count)}) ${en.pick(count, { one: 'Question', other: 'Questions' })} · ${title}`,
  stopFailed: (failure) =>
    `${
      failure.code === 'gone'
        ? 'The task could not be stopped: the server that holds it can no longer be reached.'
        : failure.code === 'no-reply'
          ? 'Stopping the task got no reply, so it may not have stopped.'
          : failure.code === 'status'
            ? `The task could not be stopped (error ${failure.status}).`
            : 'The server did not stop the task.'
    } The question is still open.`,
  retryStop: 'Try again',
  keepQuestion: 'Keep the question',
  // Receipts.
  receipt: (server, outcome) => englishReceipt[outcome](server),
  receiptAnswer: (label, value) => `${label}: ${value}`,
  receiptSeparator: '; ',
  receiptDetails: 'All answers',
};

/**
 * English as a locale object: what every part speaks when given no locale (resolve.ts), and `en`
 * of `mcp-elicitation-react/locales/en`.
 *
 * @example
 * <ElicitationDialog locale={english} … />
 */
export const english: ElicitationLocale = {
  lang: 'en',
  dir: 'ltr',
  texts: defaultTexts,
  messages: defaultMessages,
  hostTexts: defaultHostTexts,
};
