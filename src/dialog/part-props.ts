/**
 * Every part accepts `asChild`: it then renders its only child instead, with the part's props,
 * ref and handlers merged in (Radix Slot).
 *
 * @example
 * <ElicitationTitle asChild><h3 /></ElicitationTitle>
 */
export interface AsChildProps {
  /** Render the only child element instead of the part's own, merging props, ref and handlers into it. */
  asChild?: boolean;
}
