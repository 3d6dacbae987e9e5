/**
 * The props that name a part: its `data-slot` (stable, for hosts' selectors and tests) and the
 * class the stylesheet selects on, `mcp-<slot>`, joined with the host's own `className` if given.
 * Rules keyed on classes are filed by class value, so a part is matched only against its own rules
 * (see the head of styles.css).
 *
 * @example
 * <p {...slot('elicitation-field-error', className)}>…</p>
 */
export function slot<Name extends string>(name: Name, className?: string) {
  return { 'data-slot': name, className: className ? `mcp-${name} ${className}` : `mcp-${name}` } as const;
}
