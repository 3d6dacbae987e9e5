/**
 * Read by screen readers, not drawn: a style object (set through the DOM, so a strict CSP allows
 * it), for the parts that speak without showing anything (the host's announcer, the message's
 * spoken start).
 *
 * @example
 * <div role="status" style={VISUALLY_HIDDEN}>{announcement}</div>
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
