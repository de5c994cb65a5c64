import { useEffect } from 'react';
import { AGENCY_NAME } from './site';

type TitleListener = (title: string) => void;

// A window event, not a module-level list: it reaches the shell's listener whichever copy of this
// module a remote page runs (a remote built or shown on its own has its own).
const PAGE_TITLE_EVENT = 'agency:page-title';

/** "<Page> · <Agency name>": the one format of every page's title (browser tab and server HTML alike). */
export function formatPageTitle(page: string): string {
  return `${page} · ${AGENCY_NAME}`;
}

/**
 * Sets the document title while the calling page is shown, and tells the shell the page is ready:
 * the shell announces the new title and moves focus to the page's h1 after a navigation (see
 * onPageTitle). A page whose heading waits for data passes null until it is there.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    if (page === null) return;
    const title = formatPageTitle(page);
    document.title = title;
    window.dispatchEvent(new CustomEvent<string>(PAGE_TITLE_EVENT, { detail: title }));
  }, [page]);
}

/** Called with each title a page sets; returns the unsubscribe. */
export function onPageTitle(listener: TitleListener): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(PAGE_TITLE_EVENT, handle);
  return () => window.removeEventListener(PAGE_TITLE_EVENT, handle);
}
