// The question every bench request asks, and how its parts are read back: the channel it is for
// (the MCP client's target routes on it) and the time it was sent (the tab measures delivery).
// The answer is `{ sent, id }`: the time its POST was sent, so the server can time the way back,
// and the request's id, so the time the server's handler resolved meets the time its POST arrived.

/** What each question asks for: the POST's send time and the request's id. */
export const QUESTION_SCHEMA = Object.freeze({
  type: 'object',
  properties: { sent: { type: 'number', title: 'Sent at' }, id: { type: 'string', title: 'Request' } },
  required: ['sent', 'id'],
});

/** The question's text: `bench <channel> <sent>`, `sent` in ms since the epoch (fractional). */
export const questionText = (channel, sent) => `bench ${channel} ${sent}`;

/** The channel a question names (undefined when the text is not a bench question). */
export function channelOfQuestion(text) {
  const parts = String(text).split(' ');
  return parts[0] === 'bench' && parts.length === 3 ? parts[1] : undefined;
}

/** The send time a question carries, or NaN. */
export function sentOfQuestion(text) {
  const parts = String(text).split(' ');
  return parts[0] === 'bench' && parts.length === 3 ? Number(parts[2]) : Number.NaN;
}
