import { localeFormat, type LocaleFormat, type NumericRange } from 'mcp-elicitation-core';
import { MAX_PATTERN_LENGTH, type PatternRefusal } from 'mcp-elicitation-core';
import type { AppFallbackCode, ElicitAction, Field, QueueEntryReason, SchemaIssue } from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';
import { defaultMessages, type ValidationMessages } from 'mcp-elicitation-core';
import { visibleText } from 'mcp-elicitation-core';

/**
 * Every piece of the dialog's own wording, replaceable through the `texts` prop or as part of a
 * locale (`ElicitationLocale.texts`). Server-supplied text never passes through these as markup:
 * names and keys arrive as parameters and are rendered as text. Every sentence is one entry (no
 * fragments joined by the dialog), so a language can order and punctuate it its own way.
 *
 * @example
 * const texts: Partial<DialogTexts> = { accept: 'Send', title: (server) => `${server} asks` };
 */
export interface DialogTexts {
  /** The language of these texts (BCP 47), set as `lang` on the dialog; unset leaves the page's. */
  lang?: string;
  /** The direction of these texts, set as `dir` on the dialog (`rtl` for Arabic); unset leaves the page's. */
  dir?: 'ltr' | 'rtl';
  /** The dialog's title and accessible name, naming the asking server by the host's trusted name: "Request from Acme". */
  title: (server: string) => string;
  /**
   * What the server says about itself, which the host has not verified: its name, its other name
   * when it reports two, and its version (each possibly undefined but the first).
   */
  serverReports: (name: string, otherName: string | undefined, version: string | undefined) => string;
  accept: string;
  decline: string;
  /** The accessible name of the close button, whose outcome is "cancel". */
  cancel: string;
  /** Heading over problems found in the request. */
  issuesHeading: string;
  /** Explains the required marker, above a form with a required field (screen readers hear `required` on each control instead). */
  requiredLegend: string;
  /** The heading when every problem is a field that looks like it asks for a secret (the field is shown). */
  issuesHeadingSensitive: string;
  /** One problem found in the request, in words. */
  issue: (issue: SchemaIssue) => string;
  /** Said when the request cannot be answered at all, only declined or cancelled. */
  cannotAccept: string;
  /** The name of the server's message when it is long enough to scroll (it becomes a focusable region). */
  messageLabel: string;
  /** Ends the start of a long message read as the request's description: the rest is on screen. */
  messageContinues: string;
  /** Added to a field's description while its value is still the server's default (said once in full by {@link DialogTexts.prefilledCount}). */
  prefilled: string;
  /** Shown in place of fields when the server asks for a plain yes or no. */
  confirmOnly: string;
  /** Placeholder choice of a required single-select without a default. */
  chooseOption: string;
  /** Placeholder choice of an optional single-select. */
  noAnswer: string;
  /** Label of the filter box of long choice lists. */
  filterChoices: string;
  /** Names a field whose property key is empty and that has no title. */
  unnamedField: string;
  /** How many choices the filter shows. */
  filterStatus: (shown: number, matching: number) => string;
  /** The dialog's own hint under a field (bounds, formats); undefined for none. */
  hint: (field: Field) => string | undefined;
  /** A field's description (the server's) followed by the dialog's hint, as one description. */
  describedWithHint: (description: string, hint: string) => string;
  /** Names the close button once the request was answered and the dialog stays open (URL mode). */
  close: string;
  /** Shown once when Escape is pressed on a form with typed answers, before anything is discarded. */
  discardQuestion: string;
  /** The button that hides {@link DialogTexts.discardQuestion} and goes back to the form. */
  keepEditing: string;
  /** Heads the list of problems after a failed submit: "2 answers need attention". */
  errorSummary: (count: number) => string;

  // Answers in one gesture (approval gates, quick answers, the stepper).
  /** The button of an approval gate that sends the one required yes: "Confirm". */
  confirm: string;
  /**
   * Said on an approval gate when the tool that asked is, by its own `tools/list` annotations (or
   * their defaults), one that may change or delete data. `tool` is the tool's name, as sent.
   */
  destructiveWarning: (tool: string) => string;
  /** Where the stepper stands: "2 of 5". */
  stepProgress: (index: number, total: number) => string;
  /** The stepper's button to the next question. */
  nextStep: string;
  /** The stepper's button to the previous question. */
  previousStep: string;

  // Answers in one gesture, continued (quick yes/no, Skip, the stepper's review, drafts).
  /** The quick answer that sends `true` for a lone yes/no question that is a preference. */
  yes: string;
  /** The quick answer that sends `false` for a lone yes/no question that is a preference. */
  no: string;
  /** The quick answer that leaves an optional field out of the answer. */
  skip: string;
  /** The stepper's button on its last question: to the review of every answer before sending. */
  reviewAnswers: string;
  /** Heads the stepper's review of every answer. */
  reviewHeading: string;
  /** The review's button that goes back to one question (read with that question's label). */
  reviewChange: string;
  /** The discard prompt's button that throws the typed answers away (cancels the request). */
  discard: string;
  /** Marks a field that holds the user's own answer, put back after sending it failed. */
  previousAnswer: string;
  /** Said once above the fields: how many answers the server filled in, and that they are sent as shown. Empty: nothing said. */
  prefilledCount: (count: number) => string;
  /** After the start of a very long message: the button that shows the rest (`hidden` characters). */
  messageShowAll: (hidden: number) => string;

  // URL mode: the consent screen. `domain` is the registrable domain, already checked.
  /** Where the user will go: "You will go to: evil.example", with the port when the address names one. */
  urlDestination: (domain: string, port: number | undefined) => string;
  /** Labels the full address. */
  urlAddress: string;
  /** Ends a refused address cut after 500 characters: how many were left out. */
  urlTruncated: (hidden: number) => string;
  /** Said when the host app lists the domain as trusted. */
  urlTrusted: (domain: string) => string;
  /** Said when the user opened this domain from the app earlier in this session. */
  urlVisitedBefore: (domain: string) => string;
  /** Said when the user has not opened this domain from the app in this session. */
  urlFirstVisit: (domain: string) => string;
  /** Heading over the warnings about the address. */
  urlWarningsHeading: string;
  /** One warning about the address, from its code and parameters. */
  urlWarning: (warning: UrlWarning) => string;
  /** Heading when the address cannot be opened at all. */
  urlRefusedHeading: string;
  /** Why it cannot be opened, from the refusal's code. */
  urlRefused: (reason: UrlRefusal) => string;
  /** The consent button: "Open evil.example". */
  urlOpen: (domain: string) => string;
  /** The same button once the page was opened. */
  urlOpenAgain: (domain: string) => string;
  /** Announced while a host's own opener is working. */
  urlOpening: string;
  /** Announced when the browser refused to open a window: nothing was opened. */
  urlBlocked: string;
  urlCopy: string;
  urlCopied: string;
  /** Shown when the clipboard cannot be written; the address is selected instead. */
  urlCopyFailed: string;
  /** Shown after the page was opened, while the user works in it. */
  urlWaiting: string;
  /** Added when the user must say when they are done (`afterOpen: 'confirm'`). */
  urlWaitingConfirm: string;
  /** The button that sends the answer after the user finished (`afterOpen: 'confirm'`). */
  urlDone: string;

  // Drafts behind `experimental` (docs/drafts/): file inputs (SEP-2356).
  /** A file field's button while no file is chosen: opens the picker. */
  fileChoose: string;
  /** The same button once a file is chosen: picks another in its place. */
  fileReplace: string;
  /** Removes the chosen file (`name` as sent, made safe). */
  fileRemove: (name: string) => string;
  /** Beside the button: a file can be dropped on the field too. */
  fileDrop: string;
  /** Under the chosen file: the server it goes to (the host's trusted name) and when. */
  fileSentTo: (server: string) => string;
  /** The chosen file's type (as sent) and size (already worded by {@link DialogTexts.fileSize}). */
  fileDetails: (mediaType: string, size: string) => string;
  /** A size in bytes, in the language's units. */
  fileSize: (bytes: number) => string;
  /** Announced while a chosen file is read. */
  fileReading: string;
  /** Announced once a file is chosen and read. */
  fileChosen: (name: string) => string;
  /** The chosen file could not be read. */
  fileUnreadable: string;
  /** Names a chosen file without a name. */
  fileUnnamed: string;
  // App-rendered elicitations (SEP-3118).
  /** The accessible name of the frame the server's app answers in ("App from Acme"; the host's trusted name). */
  appFrameTitle: (server: string) => string;
  /** Said while the server's app loads. */
  appLoading: (server: string) => string;
  /** Leaves the server's app for the standard form of the same request. */
  appUseForm: string;
  /** Above the standard form when the server's app gave way to it: why, in a short sentence. */
  appFallback: (code: AppFallbackCode, server: string) => string;
  // The stepper's announcement, and answers shown after the fact (the stepper's review, receipts).
  /** Announced politely when the stepper shows another question: "Question 2 of 4: Team size" (`label` made safe). */
  stepAnnouncement: (index: number, total: number, label: string) => string;
  /** Said, not shown, for an answer that is a secret (it is drawn as dots). */
  hiddenAnswer: string;
}

/**
 * The host's own wording (`ElicitationHost`), replaceable through `hostTexts` or as part of a
 * locale. Server-supplied text never passes through these; `server` is the host's trusted label (or id).
 *
 * @example
 * ```ts
 * const german: Partial<ElicitationHostTexts> = { position: (i, n) => `Anfrage ${i} von ${n}` };
 * ```
 */
export interface ElicitationHostTexts {
  /** "Request 2 of 3". */
  position: (index: number, total: number) => string;
  /** "Step 1 of 2": a request's place in a series shown one after the other (the links of one -32042 error). */
  step: (index: number, total: number) => string;
  /** The visible countdown, with the time left formatted as `m:ss`. */
  expiresIn: (timeLeft: string) => string;
  /** Announced once when the time left drops to 60, 30 and 10 seconds. */
  expiryWarning: (seconds: number) => string;
  /** Shown when the server withdrew the request. */
  withdrawn: (server: string) => string;
  /** Removes a withdrawn request. */
  dismiss: string;
  /** Shown when another tab or device answered the request first (remote queue). */
  answeredElsewhere: string;
  /** Shown when the request timed out before the answer arrived (remote queue). */
  timedOut: string;
  /** Shown when the user's session ended (signed out, remote queue): the request can no longer be answered from this tab. */
  signedOut: string;
  /** Re-sends an answer that could not be sent (remote queue). */
  retry: string;
  /** Shown when sending the answer got no reply within the time limit; it may not have arrived (remote queue). */
  sendTimedOut: string;
  /** Shown when the answer could not be sent because the connection failed (remote queue). */
  sendConnectionFailed: string;
  /** Shown when the bridge refused to take the answer with an HTTP error `status` (remote queue). */
  sendFailed: (status: number) => string;
  /** The button that blocks the server for the session. */
  blockServer: (server: string) => string;
  /** What blocking does, read with the button. */
  blockServerHint: (server: string) => string;
  /** After blocking: what happened, with an Undo beside it. */
  blockedServer: (server: string) => string;
  /** Lets a server just blocked ask again. */
  undoBlock: string;
  /** Put before the name of the tool call that asks: "While running". */
  runningTool: string;
  /** The disclosure that reveals that tool call's arguments. */
  showArguments: string;
  /** Under the title and read with the request: "Asked while running delete_files". */
  askedWhileRunning: (tool: string) => string;
  /** Announced once when an inline request appears without taking focus. */
  arrived: (server: string) => string;
  /**
   * Which long-running task asks: "Task ‘nightly-report’, started 2 hours ago, expires in 3 days".
   * `name` is the tool that started it (server text, shown as text; `undefined` when unknown);
   * `started` and `expires` are milliseconds from now, past negative and future positive, for
   * `localeFormat(lang).relative`; each `undefined` when the server gave none.
   */
  task: (name: string | undefined, started: number | undefined, expires: number | undefined) => string;
  /** The button that stops the whole task the question comes from (`tasks/cancel`). */
  stopTask: string;
  /** What stopping does, read with the button: not the same as declining the question. */
  stopTaskHint: string;
  /** Shown on a question withdrawn because the user stopped its task. */
  taskStopped: string;
  /** A notification while the page is hidden: a task's question is waiting. */
  taskWaiting: (server: string) => string;
  /** The page's title while questions wait unseen: `count` of them, before the page's own `title`. */
  waitingTitle: (count: number, title: string) => string;

  // Receipts: the line an inline request leaves in its place once it ended.
  /**
   * Who asked and how it ended: the user's answer (`accept`, `decline`, `cancel`), or why it could
   * no longer be answered (`withdrawn`, `timed-out`, `answered-elsewhere`, `gone`). Shown, and announced once.
   */
  receipt: (server: string, outcome: ElicitAction | QueueEntryReason) => string;
  /** One answer in a receipt: "Team size: 2-5" (`label` and `value` as shown, made safe). */
  receiptAnswer: (label: string, value: string) => string;
  /** Between the answers on the receipt's one line. */
  receiptSeparator: string;
  /** The receipt's disclosure button, to the full list of answers (its state is `aria-expanded`). */
  receiptDetails: string;
}

/**
 * Everything the library says, in one language: the dialog's texts (URL consent included), the
 * validation messages and the host's texts, with the language and direction the dialog takes.
 * Pass it as `locale` to `ElicitationDialog`, `ElicitationRoot` or `ElicitationHost`; the
 * `withOverrides(locale, { texts, messages, hostTexts })` replaces single entries. Locales
 * ship as separate imports (`mcp-elicitation-react/locales/de`, `…/fr`, `…/es`, `…/ja`,
 * `…/zh-Hans`, `…/ar`), so a host bundles only the ones it uses.
 *
 * @example
 * ```tsx
 * import { de } from 'mcp-elicitation-react/locales/de';
 * <ElicitationHost locale={de} />
 * ```
 */
export interface ElicitationLocale {
  /** BCP 47 language tag, set as `lang` on the dialog. */
  lang: string;
  /** Text direction, set as `dir` on the dialog; server text keeps `dir="auto"`. */
  dir: 'ltr' | 'rtl';
  texts: DialogTexts;
  messages: ValidationMessages;
  hostTexts: ElicitationHostTexts;
}

/**
 * A field's description for assistive technology and display: the server's description, the
 * dialog's hint, both (joined the language's way), or undefined.
 *
 * @example
 * describeField(defaultTexts, 'Including yourself', 'A whole number, 1 to 12'); // 'Including yourself · A whole number, 1 to 12'
 */
export function describeField(
  texts: Pick<DialogTexts, 'describedWithHint'>,
  description: string | undefined,
  hint: string | undefined,
): string | undefined {
  if (description && hint) return texts.describedWithHint(description, hint);
  return description || hint || undefined;
}

/**
 * The texts a dialog uses: the locale's (English when none), with `lang`/`dir` from the locale.
 *
 * @example
 * const texts = resolveTexts(de);
 */
export function resolveTexts(locale: ElicitationLocale | undefined): DialogTexts {
  if (!locale) return defaultTexts;
  return { ...locale.texts, lang: locale.lang, dir: locale.dir };
}

/**
 * A count range (lengths, numbers of choices): inclusive bounds, either may be missing.
 *
 * @example
 * const range: CountRange = { min: 1, max: 3 };
 */
export interface CountRange {
  min?: number;
  max?: number;
}

/**
 * The sentences a language needs for the hints under fields; {@link createHint} picks one per field.
 * Each returns a whole sentence: nothing is joined afterwards.
 *
 * @example
 * const words: HintWords = { email: 'An email address', uri: '…', length: …, number: …, choices: … };
 */
export interface HintWords {
  email: string;
  uri: string;
  /** A text's length bounds (at least one is set). */
  length: (range: CountRange) => string;
  /** A number field: whole or not, and its bounds (maybe none); undefined when there is nothing to say. */
  number: (integer: boolean, range: NumericRange) => string | undefined;
  /** A multi-select: how many to choose (maybe no bounds). */
  choices: (range: CountRange) => string;
  /**
   * An optional multi-select with a lower bound: leaving it empty is fine, so the bound applies
   * only if the user chooses (`hint` is what `choices` said).
   */
  optionalChoices: (hint: string) => string;
  /**
   * A file input (a draft, `experimental.files`): the types it accepts (the server's words, made safe)
   * and its largest size, at least one of them set; see {@link fileHint}.
   */
  file: (accept: readonly string[] | undefined, maxSize: number | undefined) => string;
}

/**
 * A file hint from a language's pieces: "<types label><types joined>; <at most size>", either part
 * alone when the other is unset, the first letter upper-cased.
 *
 * @example
 * fileHint(['image/png', '.pdf'], '2 MB', 'File types: ', ', ', '; ', (size) => `at most ${size}`); // 'File types: image/png, .pdf; at most 2 MB'
 */
export function fileHint(
  accept: readonly string[] | undefined,
  maxSize: string | undefined,
  typesLabel: string,
  separator: string,
  partSeparator: string,
  atMost: (size: string) => string,
): string {
  const parts: string[] = [];
  if (accept !== undefined && accept.length > 0) parts.push(`${typesLabel}${accept.join(separator)}`);
  if (maxSize !== undefined) parts.push(atMost(maxSize));
  const text = parts.join(partSeparator);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The tighter of an inclusive and an exclusive lower (or upper) bound. */
function bound(inclusive: number | undefined, exclusive: number | undefined, lower: boolean): { value?: number; exclusive?: boolean } {
  if (exclusive !== undefined && (inclusive === undefined || (lower ? exclusive >= inclusive : exclusive <= inclusive))) {
    return { value: exclusive, exclusive: true };
  }
  return inclusive === undefined ? {} : { value: inclusive };
}

/**
 * Builds a dictionary's `hint` from a language's hint sentences: it reads the field's rules
 * (exclusive bounds included) and picks the sentence.
 *
 * @example
 * const hint = createHint(englishHintWords);
 * hint({ kind: 'number', key: 'n', label: 'n', required: true, integer: true, minimum: 1, maximum: 12 }); // 'A whole number, 1 to 12'
 */
export function createHint(words: HintWords): (field: Field) => string | undefined {
  return (field) => {
    switch (field.kind) {
      case 'text':
        if (field.format === 'email') return words.email;
        if (field.format === 'uri') return words.uri;
        if (field.minLength === undefined && field.maxLength === undefined) return undefined;
        return words.length({ min: field.minLength, max: field.maxLength });
      case 'number': {
        const low = bound(field.minimum, field.exclusiveMinimum, true);
        const high = bound(field.maximum, field.exclusiveMaximum, false);
        const range: NumericRange = {};
        if (low.value !== undefined) range.min = low.value;
        if (high.value !== undefined) range.max = high.value;
        if (low.exclusive) range.minExclusive = true;
        if (high.exclusive) range.maxExclusive = true;
        return words.number(field.integer, range);
      }
      case 'multiSelect': {
        const hint = words.choices({ min: field.minItems, max: field.maxItems });
        // "Choose 1 to 3" would read as mandatory, though an optional field may stay empty.
        return !field.required && (field.minItems ?? 0) > 0 ? words.optionalChoices(hint) : hint;
      }
      case 'file':
        if (field.accept === undefined && field.maxSize === undefined) return undefined;
        return words.file(
          field.accept?.map((entry) => visibleText(entry)),
          field.maxSize,
        );
      default:
        return undefined;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// English

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
export const defaultHint: (field: Field) => string | undefined = createHint(englishHintWords);

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
 * The English texts.
 *
 * @example
 * <ElicitationDialog texts={{ ...defaultTexts, accept: 'Send' }} … />
 */
export const defaultTexts: DialogTexts = {
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
 * The English host texts.
 *
 * @example
 * ```tsx
 * <ElicitationHost hostTexts={{ dismiss: defaultHostTexts.dismiss.toUpperCase() }} />
 * ```
 */
export const defaultHostTexts: ElicitationHostTexts = {
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
  // Receipts.
  receipt: (server, outcome) => englishReceipt[outcome](server),
  receiptAnswer: (label, value) => `${label}: ${value}`,
  receiptSeparator: '; ',
  receiptDetails: 'All answers',
};

/**
 * English as a locale object, for symmetry with the other locales (it is also what the dialog
 * uses when given none).
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
