import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` where there is no DOM (server rendering). Layout
 * effects never run on the server anyway; React 18 warns once per component that uses one there,
 * while `useEffect` is skipped silently. Every layout effect in the dialog goes through this.
 *
 * @example
 * useIsomorphicLayoutEffect(() => {
 *   latest.current = onClose;
 * });
 */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
