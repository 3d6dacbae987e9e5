'use client';
import { slot } from '../../theme/slot';
import { useElicitationContext } from '../context';
import { useArmedButton } from './armed-button';

/** Leaves an optional field out of the answer: accepts without it (a gate's or quick answers' third way). */
export function SkipButton({ inActions = true }: { inActions?: boolean }) {
  const form = useElicitationContext();
  const guard = useArmedButton();
  const field = form.fields[0];
  return (
    <button
      type="button"
      {...slot(inActions ? 'elicitation-skip' : 'elicitation-quick-answer')}
      data-skip=""
      disabled={form.fieldsDisabled}
      {...guard.props}
      onClick={(event) => {
        // Empty is "no answer": the engine leaves an empty optional field out of the content.
        if (guard.accepts(event)) form.answerWith(field?.kind === 'boolean' ? null : '');
      }}
    >
      {form.texts.skip}
    </button>
  );
}
