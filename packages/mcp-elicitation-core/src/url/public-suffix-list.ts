/**
 * The Public Suffix List (`tldts`), loaded on demand. Apart from the analyser (`analyze-url.ts`) so
 * that what starts the download (the host's preload of a URL request) stays small and the analyser
 * itself comes with the URL consent chunk.
 */

/** The Public Suffix List, loaded: the registrable domain of an ASCII host, or null for a bare suffix or an IP. */
export interface PublicSuffixList {
  getDomain(host: string): string | null;
}

let publicSuffixList: Promise<PublicSuffixList> | undefined;
/** The list once loaded, so a consent screen opened after a preload shows its domain in its first frame. */
let loadedPublicSuffixList: PublicSuffixList | undefined;

/**
 * The Public Suffix List if {@link loadPublicSuffixList} has already loaded it, else undefined.
 *
 * @example
 * const list = peekPublicSuffixList() ?? (await loadPublicSuffixList());
 */
export function peekPublicSuffixList(): PublicSuffixList | undefined {
  return loadedPublicSuffixList;
}

/**
 * Loads the Public Suffix List (`tldts`, about 110 kB gzip) once per page with a dynamic `import()`,
 * so pages that never receive a URL request never download it. A failed load is forgotten, so the
 * next call tries again.
 *
 * @example
 * const list = await loadPublicSuffixList();
 * analyzeUrl('https://tenant.blob.core.windows.net/x', { publicSuffixList: list }).registrableDomain;
 * // 'tenant.blob.core.windows.net'
 */
export function loadPublicSuffixList(): Promise<PublicSuffixList> {
  publicSuffixList ??= import('tldts').then(
    ({ getDomain }) =>
      (loadedPublicSuffixList = { getDomain: (host: string) => getDomain(host, { allowPrivateDomains: true, extractHostname: false }) }),
    (error: unknown) => {
      publicSuffixList = undefined;
      throw error;
    },
  );
  return publicSuffixList;
}
