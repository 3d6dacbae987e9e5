import everything from '../../test/fixtures/server-everything-form.json';

/** The contact form used by the behaviour stories. */
export const contact = {
  mode: 'form',
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', description: 'As on your passport' },
      email: { type: 'string', format: 'email', title: 'Email' },
      age: { type: 'integer', minimum: 18, title: 'Age' },
    },
    required: ['name', 'email'],
  },
};

/** A request without fields: the server asks for a yes or no. */
export const confirmation = {
  mode: 'form',
  message: 'Delete the 3 selected files from the shared drive?',
  requestedSchema: { type: 'object', properties: {} },
};

/** `trigger-elicitation-request` of @modelcontextprotocol/server-everything: every kind of field. */
export const serverEverything = everything;

/** A form that needs only the message to change, for the message stories. */
export function withMessage(message: string) {
  return {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties: { answer: { type: 'string', title: 'Your answer' } },
    },
  };
}
