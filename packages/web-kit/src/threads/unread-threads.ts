// The unread badges of this tab: one copy shared by the avatar menu and every list showing badges,
// re-read when a message arrives, when the live stream resyncs, and after a thread was opened.
import { useEffect, useSyncExternalStore } from 'react';
import type { UnreadThreads } from '@agency/contracts/browser';
import { subscribeThreadEvents } from './live-threads';
import { getSession } from '../session-store';
import { getUnreadThreads } from './thread-api';

const EMPTY: UnreadThreads = { total: 0, requests: [] };
let current: UnreadThreads = EMPTY;
const watchers = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let users = 0;
let stopEvents: (() => void) | undefined;

export function setUnreadThreads(next: UnreadThreads): void {
  current = next;
  watchers.forEach((watch) => watch());
}

function refreshSoon() {
  // Several events at once (a burst, a resync) cost one call.
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    if (getSession()) getUnreadThreads().then(setUnreadThreads, () => undefined);
  }, 150);
}

function watch(onChange: () => void) {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

/** `total` for the avatar menu, `countFor(id)` for a request's badge. `enabled`: false when signed out. */
export function useUnreadThreads(enabled = true) {
  const state = useSyncExternalStore(watch, () => current);
  useEffect(() => {
    if (!enabled) return;
    if (users++ === 0) {
      stopEvents = subscribeThreadEvents((event) => (event.type === 'message' || event.type === 'resync') && refreshSoon());
      refreshSoon();
    }
    return () => {
      if (--users === 0) {
        stopEvents?.();
        clearTimeout(refreshTimer);
        current = EMPTY;
      }
    };
  }, [enabled]);
  return {
    total: enabled ? state.total : 0,
    countFor: (requestId: string) => (enabled ? (state.requests.find((r) => r.request_id === requestId)?.unread ?? 0) : 0),
  };
}
