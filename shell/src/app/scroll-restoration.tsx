import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

// What react-router's <ScrollRestoration> did under the data router, for the declarative router (which
// has none): a new page starts at the top (or at its #hash), Back/Forward returns to where that entry
// was left, and a reload keeps the position. Positions are per history entry (location.key), kept in
// sessionStorage under react-router's own key so an open tab keeps its positions across the switch.
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> = {};
let currentKey: string | null = null;

function readStored(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as the visitor scrolls: by the time a navigation renders, the old page's content is
    // gone and window.scrollY may already be clamped to the new, shorter page.
    const onScroll = () => {
      if (currentKey !== null) positions[currentKey] = window.scrollY;
    };
    const onPageHide = () => {
      onScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: a reload starts at the top, nothing else changes.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const firstPage = currentKey === null;
    if (firstPage) positions = readStored();
    currentKey = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    // The document's first page is where the browser put it: at the top, or where the visitor has
    // scrolled the server HTML to while the app was on its way (taking them back up would lose that).
    if (firstPage && !location.hash) return;
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: like an unknown one, the page starts at the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
