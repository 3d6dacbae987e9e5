import type { Field } from '../schema/types';
import type { UrlAnalysis, UrlWarning } from '../url/analyze-url';

/**
 * Every piece of the dialog's own wording, replaceable through the `texts` prop (for another
 * language or another voice). Server-supplied text never passes through these.
 */
export interface DialogTexts {
  /** Leads the server's name in the title: "Request from" Acme. */
  requestFrom: string;
  /** Leads what the server says about itself, which the host has not verified. */
  reportsItselfAs: string;
  accept: string;
  decline: string;
  /** The accessible name of the close button, whose outcome is "cancel". */
  cancel: string;
  /** Heading over problems found in the request. */
  issuesHeading: string;
  /** Said when the request cannot be answered at all, only declined or cancelled. */
  cannotAccept: string;
  /** The name of the server's message when it is long enough to scroll (it becomes a focusable region). */
  messageLabel: string;
  /** Shown in place of fields when the server asks for a plain yes or no. */
  confirmOnly: string;
  /** Placeholder choice of a required single-select without a default. */
  chooseOption: string;
  /** Placeholder choice of an optional single-select. */
  noAnswer: string;
  /** Label of the filter box of long choice lists. */
  filterChoices: string;
  /** How many choices the filter shows. */
  filterStatus: (shown: number, matching: number) => string;
  /** The dialog's own hint under a field (bounds, formats); undefined for none. */
  hint: (field: Field) => string | undefined;
  /** Names the close button once the request was answered and the dialog stays open (URL mode). */
  close: string;

  // URL mode: the consent screen. `domain` is the registrable domain, already checked.
  /** Leads the destination's domain: "You will go to" evil.example. */
  urlDestination: string;
  /** Follows the domain when the address has an explicit port. */
  urlPort: (port: number) => string;
  /** Labels the full address. */
  urlAddress: string;
  /** Said when the host app lists the domain as trusted. */
  urlTrusted: (domain: string) => string;
  /** Said when the user opened this domain from the app earlier in this session. */
  urlVisitedBefore: (domain: string) => string;
  /** Said when the user has not opened this domain from the app in this session. */
  urlFirstVisit: (domain: string) => string;
  /** Heading over the warnings about the address. */
  urlWarningsHeading: string;
  /** One warning, for another language: by default its English `message`. */
  urlWarning: (warning: UrlWarning) => string;
  /** Heading when the address cannot be opened at all. */
  urlRefusedHeading: string;
  /** Why it cannot be opened, for another language: by default the English `message`. */
  urlRefused: (reason: NonNullable<UrlAnalysis['refusedReason']>) => string;
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
}

function range(min: number | undefined, max: number | undefined, unit: (n: number) => string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `Exactly ${unit(min)}` : `${min} to ${unit(max)}`;
  if (min !== undefined) return `At least ${unit(min)}`;
  if (max !== undefined) return `At most ${unit(max)}`;
  return undefined;
}

const chars = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;
const choices = (n: number) => `${n} ${n === 1 ? 'choice' : 'choices'}`;

/** A short hint from the field's own rules, so the user learns them before making a mistake. */
export function defaultHint(field: Field): string | undefined {
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return 'An email address';
      if (field.format === 'uri') return 'A full web address, like https://example.com';
      return range(field.minLength, field.maxLength, chars);
    case 'number': {
      const bounds = range(field.minimum, field.maximum, String);
      const what = field.integer ? 'A whole number' : 'A number';
      return bounds ? `${what}, ${bounds.charAt(0).toLowerCase()}${bounds.slice(1)}` : field.integer ? what : undefined;
    }
    case 'multiSelect': {
      const bounds = range(field.minItems, field.maxItems, choices);
      return bounds ? `Choose ${bounds.charAt(0).toLowerCase()}${bounds.slice(1)}` : 'Choose any that apply';
    }
    default:
      return undefined;
  }
}

/** The English texts. */
export const defaultTexts: DialogTexts = {
  requestFrom: 'Request from',
  reportsItselfAs: 'Identifies itself as',
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel',
  issuesHeading: 'Some of this request cannot be shown',
  cannotAccept: 'This request cannot be answered as sent. You can decline or cancel it.',
  messageLabel: 'Message from the server',
  confirmOnly: 'The server asks for your confirmation only; no information will be sent.',
  chooseOption: 'Choose…',
  noAnswer: 'No answer',
  filterChoices: 'Filter choices',
  filterStatus: (shown, matching) =>
    shown === matching ? `${matching} ${matching === 1 ? 'choice' : 'choices'}` : `Showing ${shown} of ${matching} choices; type to narrow`,
  hint: defaultHint,
  close: 'Close',
  urlDestination: 'You will go to',
  urlPort: (port) => `(port ${port})`,
  urlAddress: 'Full address',
  urlTrusted: (domain) => `${domain} is on this app’s list of trusted sites.`,
  urlVisitedBefore: (domain) => `You have opened ${domain} from this app before.`,
  urlFirstVisit: (domain) => `You have not opened ${domain} from this app before.`,
  urlWarningsHeading: 'Check this address carefully',
  urlWarning: (warning) => warning.message,
  urlRefusedHeading: 'This link cannot be opened',
  urlRefused: (reason) => reason.message,
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
};
