/**
 * The remote queue's reader of the bridge's event stream (read with `fetch`, not `EventSource`).
 */

/**
 * Splits an SSE byte stream into events; keeps partial frames between chunks. Comments (heartbeats)
 * and fields other than `id` and `data` are skipped.
 *
 * @example
 * ```ts
 * const parse = createSseParser((id, data) => onEvent(id, JSON.parse(data)));
 * parse('id: 7\ndata: {"type":"added"}\n\n');
 * ```
 */
export function createSseParser(onEvent: (id: string | undefined, data: string) => void): (text: string) => void {
  let buffer = '';
  return (text) => {
    buffer += text;
    for (;;) {
      const match = /\r?\n\r?\n/.exec(buffer);
      if (match === null) return;
      const frame = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      let id: string | undefined;
      const data: string[] = [];
      for (const line of frame.split(/\r?\n/)) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent(id, data.join('\n'));
    }
  };
}
