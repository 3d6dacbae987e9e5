// What the batteries-included dialog and panel load on demand for a URL-mode request (loader.ts):
// the consent state and the built-in URL layout, which bring the parts with them.
export { UrlConsentRoot } from './state';
export { UrlConsentLayout } from './layout';
