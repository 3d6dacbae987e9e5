// A minimal Server-Sent Events reader for the bench's tabs: fed decoded text in chunks of any size,
// it calls `onEvent(type, data)` for each complete event (comments and `retry:` lines skipped).
// The bridge writes every field on one line (packages/mcp-elicitation-core/src/server/sse.ts), which is all this handles.

/**
 * Returns `feed(text)`: appends text and emits every event completed by a blank line.
 *
 * @example
 * const feed = sseFrames((type, data) => console.log(type, data));
 * feed('event: added\ndata: {"x":1}\n\n');
 */
export function sseFrames(onEvent) {
  let pending = '';
  return function feed(text) {
    pending += text;
    let end = pending.indexOf('\n\n');
    while (end !== -1) {
      const frame = pending.slice(0, end);
      pending = pending.slice(end + 2);
      let type = 'message';
      let data;
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) type = line.slice(7);
        else if (line.startsWith('data: ')) data = data === undefined ? line.slice(6) : `${data}\n${line.slice(6)}`;
      }
      if (data !== undefined) onEvent(type, data);
      end = pending.indexOf('\n\n');
    }
  };
}
