import { useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { useElicitationContext } from '../context';

/**
 * Handlers that keep a one-press button (a quick answer, Confirm, Skip, and Decline beside them)
 * from answering before the request is armed (see `GESTURE_ARMING_DELAY`): a click whose pointer
 * went down before (or while) it armed, Enter or Space before it armed, and any key held down
 * (repeats). `aria-disabled` meanwhile, so it is focusable (focus lands on it at once) but reads as
 * not ready. `accepts(event)` says whether a click answers.
 *
 * @example
 * const guard = useArmedButton();
 * <button {...guard.props} onClick={(event) => guard.accepts(event) && answer()} />
 */
export function useArmedButton(): {
  props: { 'aria-disabled'?: true; 'data-arming'?: ''; onPointerDown: () => void; onKeyDown: (event: ReactKeyboardEvent) => void };
  accepts: (event: ReactMouseEvent) => boolean;
} {
  const { armed } = useElicitationContext();
  // Whether the pointer that is clicking went down on this button after it armed.
  const pressedArmed = useRef(false);
  return {
    props: {
      ...(armed ? {} : { 'aria-disabled': true as const, 'data-arming': '' as const }),
      onPointerDown: () => {
        pressedArmed.current = armed;
      },
      onKeyDown: (event) => {
        // Enter activates on keydown (and repeats), Space on the keyup after an unprevented keydown.
        if ((!armed || event.repeat) && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
      },
    },
    // `detail` is 0 for a click made by the keyboard (its keydown was checked above).
    accepts: (event) => armed && (event.detail === 0 || pressedArmed.current),
  };
}
