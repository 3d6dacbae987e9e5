import type { Field } from '../schema/types';

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
  /** Shown in place of fields when the server asks for a plain yes or no. */
  confirmOnly: string;
  /** Placeholder choice of a required single-select without a default. */
  chooseOption: string;
  /** Placeholder choice of an optional single-select. */
  noAnswer: string;
  /** The dialog's own hint under a field (bounds, formats); undefined for none. */
  hint: (field: Field) => string | undefined;
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
  confirmOnly: 'The server asks for your confirmation only; no information will be sent.',
  chooseOption: 'Choose…',
  noAnswer: 'No answer',
  hint: defaultHint,
};
