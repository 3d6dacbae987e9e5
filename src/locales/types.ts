// What a locale is made of: the dialog's texts, the host's texts, and the locale object that holds them with the
// validation messages. Types only; the English words are in english.ts, the builders of hints in hints.ts, and how a
// part picks its words (English when given no locale, single entries replaced) in resolve.ts.
import type {
  AppFallbackCode,
  ElicitAction,
  Field,
  NumericRange,
  QueueEntryReason,
  QueueStopFailure,
  SchemaIssue,
  ValidationMessages,
} from 'mcp-elicitation-core';
import type { UrlRefusal, UrlWarning } from 'mcp-elicitation-core/url';

/**
 * Every piece of the dialog's own wording: a locale's `texts` (single entries replaced with
 * `withOverrides(locale, { texts })`). Server-supplied text never passes through these as markup:
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
  /**
   * In place of a part whose code loads on demand (the file picker, the stepper, the link's consent
   * screen) when its download failed: what happened and the way out.
   */
  partUnavailable: string;
  // The stepper's announcement, and answers shown after the fact (the stepper's review, receipts).
  /** Announced politely when the stepper shows another question: "Question 2 of 4: Team size" (`label` made safe). */
  stepAnnouncement: (index: number, total: number, label: string) => string;
  /** Said, not shown, for an answer that is a secret (it is drawn as dots). */
  hiddenAnswer: string;
}

/**
 * The host's own wording (`ElicitationHost`): a locale's `hostTexts` (single entries replaced with
 * `withOverrides(locale, { hostTexts })`). Server-supplied text never passes through these; `server` is the host's trusted label (or id).
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
  /**
   * Shown on a question when "Stop task" did not stop its task, which goes on with the question
   * still open; worded from the failure's code (the backend holding the question is gone, no reply
   * came so it may still stop, an error `status`, the server did not stop it).
   */
  stopFailed: (failure: QueueStopFailure) => string;
  /** Sends "Stop task" again after it failed. */
  retryStop: string;
  /** Closes that message and keeps the question open, to answer or decline. */
  keepQuestion: string;

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
