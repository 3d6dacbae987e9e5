'use client';
import { createContext, type ReactNode } from 'react';

/**
 * The modal surface's "Discard your answers?" question, for its × (null outside a modal surface):
 * called with the element that had focus; true when it asked instead of cancelling.
 */
export const DiscardAskContext = createContext<((focus: HTMLElement | null) => boolean) | null>(null);

/**
 * Where a layout places the "Discard your answers?" prompt: right before its actions, so it comes
 * before them in Tab order as on screen. `claim` (from the slot's effect) tells the surface a slot
 * shows the prompt; without one (a layout of the host's own) the surface shows it last.
 */
export interface DiscardPromptPlace {
  prompt: ReactNode;
  claim: () => () => void;
}

export const DiscardPromptContext = createContext<DiscardPromptPlace | null>(null);
