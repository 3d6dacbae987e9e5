'use client';
import { useRef, type ReactNode } from 'react';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';

/**
 * The header's status line (queue position, countdown). It is read first in the surface's
 * description, so a screen reader hears "Request 2 of 3" when each request opens.
 */
export function HeaderStatus({ children }: { children: ReactNode }) {
  const { statusProps } = useElicitationContext();
  const id = statusProps.id as string;
  const own = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    // Radix owns the dialog's `aria-describedby` (its Description's id); the status is prepended
    // to whatever is there, and removed again when it goes.
    // React re-applies Radix's value on a later commit, so it is watched and the status put back.
    const surface = own.current?.closest<HTMLElement>('[data-slot="elicitation-content"]');
    if (!surface) return;
    const apply = () => {
      const tokens = (surface.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '');
      if (tokens[0] === id) return;
      surface.setAttribute('aria-describedby', [id, ...tokens.filter((token) => token !== id)].join(' '));
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(surface, { attributes: true, attributeFilter: ['aria-describedby'] });
    return () => {
      observer.disconnect();
      const rest = (surface.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token !== '' && token !== id);
      if (rest.length > 0) surface.setAttribute('aria-describedby', rest.join(' '));
      else surface.removeAttribute('aria-describedby');
    };
  }, [id]);
  return (
    <div ref={own} {...statusProps}>
      {children}
    </div>
  );
}
