'use client';
/**
 * The place where `ElicitationProvider` keeps, for the chat components under it, which tool calls
 * have a card on the page (`src/chat/tool-call-places.ts` fills it on first use, so an app without
 * chat components carries only this box). One per provider: nothing lives at module level.
 */
import { createContext } from 'react';

/** A box the chat components fill with their registry; its type is theirs. */
export interface ToolCallPlacesBox {
  current?: unknown;
}

export const ToolCallPlacesContext = createContext<ToolCallPlacesBox | null>(null);
