import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { FieldOption } from 'mcp-elicitation-core';
import { slot } from '../theme/slot';
import type { FieldProps } from './types';

/** From this many choices on, a choice list gets a filter box. */
export const FILTER_THRESHOLD = 20;
/** At most this many choices are rendered at once; the filter narrows the rest. */
export const MAX_RENDERED_OPTIONS = 200;

/**
 * Keeps a long choice list usable: a query narrows it, at most {@link MAX_RENDERED_OPTIONS} are
 * rendered (so 10,000 choices cost no more than 200), and chosen values always stay visible. The
 * query is deferred, so typing stays responsive while the list catches up.
 */
export function useOptionFilter(options: readonly FieldOption[], chosen: readonly string[]) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const visible = useMemo(() => {
    const needle = deferred.trim().toLocaleLowerCase();
    const matches = needle === '' ? options : options.filter((o) => o.label.toLocaleLowerCase().includes(needle));
    const shown = matches.slice(0, MAX_RENDERED_OPTIONS);
    const missing = options.filter((o) => chosen.includes(o.value) && !shown.includes(o));
    return { options: missing.length > 0 ? [...missing, ...shown] : shown, matches: matches.length };
  }, [options, chosen, deferred]);
  return { enabled: options.length >= FILTER_THRESHOLD, query, setQuery, ...visible };
}

/**
 * The filter box and a line saying how many choices are shown, for lists long enough to need it:
 * render it only when `filter.enabled` (a short list then mounts no component for it).
 */
export function OptionFilter({
  props,
  filter,
}: {
  props: Pick<FieldProps, 'ids' | 'disabled' | 'filter'>;
  filter: ReturnType<typeof useOptionFilter>;
}) {
  const statusId = useId();
  const total = filter.matches;
  return (
    <div {...slot('elicitation-field-filter')}>
      <input
        type="search"
        aria-label={props.filter.label}
        aria-describedby={statusId}
        aria-controls={props.ids.control}
        placeholder={props.filter.label}
        value={filter.query}
        onChange={(event) => filter.setQuery(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={props.disabled}
      />
      <span id={statusId} {...slot('elicitation-field-filter-status')} aria-live="polite">
        {props.filter.status(Math.min(total, MAX_RENDERED_OPTIONS), total)}
      </span>
    </div>
  );
}
