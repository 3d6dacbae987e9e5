import { createContext } from 'react';

/**
 * Whether the URL-mode request on screen came with warnings about its address. Provided by the
 * consent parts (their own chunk, loaded with the first URL request) and read by the built-in
 * layout's Decline, which becomes the suggested answer: emphasis follows the risk. A context of its
 * own, so the layout reads it without importing the consent chunk.
 *
 * @example
 * const warned = useContext(UrlRiskContext);
 */
export const UrlRiskContext = /* @__PURE__ */ createContext(false);
