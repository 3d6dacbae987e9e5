/**
 * Defers showing an error while a pointer button is down, per form and per document. An error that
 * appears between pointerdown and pointerup moves what is below it, and the click lands elsewhere:
 * the checkbox the user pressed would stay unchecked.
 *
 * The listeners live on the document the form is rendered in (an iframe's own document inside an
 * iframe), only while the form is mounted: `attach` returns the function that removes them.
 */
export interface PointerRelease {
  /** Starts following the pointer in `doc`; the returned function stops (and drops what waits). */
  attach(doc: Document): () => void;
  /** Runs `show` now, or, while a pointer button is down, just after that press ends in a click. */
  run(show: () => void): void;
}

/**
 * Creates the pointer tracker of one form.
 *
 * @example
 * const release = createPointerRelease();
 * useEffect(() => release.attach(element.ownerDocument), []);
 * release.run(() => void trigger(name));
 */
export function createPointerRelease(): PointerRelease {
  let pressed = false;
  /** Documents followed, with how many parts asked for each. */
  const attached = new Map<Document, number>();
  const waiting = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const press = () => {
    pressed = true;
  };
  const release = () => {
    pressed = false;
    if (waiting.size === 0) return;
    const shows = [...waiting];
    waiting.clear();
    // The click follows pointerup in the same task: a task later it has landed.
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (const show of shows) show();
    }, 0);
    timers.add(timer);
  };

  return {
    attach(doc) {
      const count = attached.get(doc) ?? 0;
      attached.set(doc, count + 1);
      if (count === 0) {
        doc.addEventListener('pointerdown', press, true);
        doc.addEventListener('pointerup', release, true);
        doc.addEventListener('pointercancel', release, true);
      }
      return () => {
        const left = (attached.get(doc) ?? 1) - 1;
        if (left > 0) {
          attached.set(doc, left);
          return;
        }
        attached.delete(doc);
        doc.removeEventListener('pointerdown', press, true);
        doc.removeEventListener('pointerup', release, true);
        doc.removeEventListener('pointercancel', release, true);
        if (attached.size > 0) return;
        // The form is gone: nothing it deferred shows any more.
        pressed = false;
        waiting.clear();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
      };
    },
    run(show) {
      if (!pressed || attached.size === 0) return show();
      waiting.add(show);
    },
  };
}
