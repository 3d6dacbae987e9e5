// The rule of the size ratchet (scripts/size.mjs): an entry may grow by at most `growth` (a share of
// its recorded figure); one that shrank by more than that should have the smaller figure recorded,
// so that the bytes it gave up cannot come back unnoticed.

/**
 * `{ verdict, change, limit }` for `measured` bytes against `recorded` ones: verdict 'grew' (fails),
 * 'smaller' (record the new figure) or 'ok'; `change` is the share it moved by; `limit` the most
 * bytes allowed.
 *
 * @example
 * ratchetVerdict(66_798 * 1.03, 66_798, 0.02).verdict; // 'grew'
 */
export function ratchetVerdict(measured, recorded, growth) {
  const limit = Math.floor(recorded * (1 + growth));
  const change = (measured - recorded) / recorded;
  const verdict = measured > limit ? 'grew' : change < -growth ? 'smaller' : 'ok';
  return { verdict, change, limit };
}
