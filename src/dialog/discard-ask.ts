'use client';
import { createContext } from 'react';

/**
 * The modal surface's "Discard your answers?" question, for its × (null outside a modal surface):
 * called with the element that had focus; true when it asked instead of cancelling.
 */
export const DiscardAskContext = createContext<((focus: HTMLElement | null) => boolean) | null>(null);
