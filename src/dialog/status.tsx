'use client';
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { mergeProps } from './compose';
import { useElicitationContext } from './context';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect';
import type { AsChildProps } from './part-props';

/**
 * The header's status line (queue position, countdown, the tool call that asks). While it is
 * rendered it is read first in the surface's description, so a screen reader hears "Request 2 of
 * 3" when each request opens.
 *
 * @example
 * <ElicitationStatus>Request 2 of 3</ElicitationStatus>
 */
export const ElicitationStatus = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(function ElicitationStatus(
  { asChild, ...rest },
  ref,
) {
  const { statusProps, claimStatus } = useElicitationContext();
  useIsomorphicLayoutEffect(() => claimStatus(), [claimStatus]);
  const Comp = asChild ? Slot : 'div';
  return <Comp ref={ref} {...mergeProps(statusProps, rest)} />;
});
