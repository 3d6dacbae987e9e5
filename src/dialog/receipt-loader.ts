import { onDemand } from '../fields/on-demand';

/**
 * The receipt an ended inline request leaves (`./receipt`), fetched on demand: a modal host and an
 * inline one with `receipts={false}` never show one. The inline host starts the download when it
 * shows its first request, long before that request can end.
 */
export const receiptChunk = onDemand(() => import('./receipt'));
