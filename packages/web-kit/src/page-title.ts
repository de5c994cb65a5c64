import { useEffect } from 'react';
import { AGENCY_NAME } from './site';

type TitleListener = (title: string) => void;

// web-kit is a federation singleton, so a remote page's title reaches the shell's listener.
const listeners = new Set<TitleListener>();

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
    for (const listener of listeners) listener(title);
  }, [page]);
}

/** Called with each title a page sets; returns the unsubscribe. */
export function onPageTitle(listener: TitleListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
