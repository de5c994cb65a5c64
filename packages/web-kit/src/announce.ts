// One polite live region for the whole page. The shell renders it first thing, so it is in the
// accessibility tree before anything is said (a region created and filled at once is often not read);
// a remote shown on its own gets one created on first use. No role=status: a page's own status message
// stays the one "status" on the page. For a result the page already shows, prefer a live region around
// that message (the words once, not twice).
export const ANNOUNCER_ID = 'app-announcer';

let pending: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = ANNOUNCER_ID;
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  created.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
  document.body.append(created);
  return created;
}

/**
 * Tells screen reader users what just happened (a task started, a message sent, a new page), without
 * moving focus. The region is emptied first so the same words said twice are read twice.
 */
export function announce(message: string): void {
  const target = region();
  target.textContent = '';
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    target.textContent = message;
  }, 60);
}
