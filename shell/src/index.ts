import { ensureRemotesRegistered } from './lib/federation/remote-registry';
import { makeSharedLoadsRetryable } from './lib/federation/retryable-shared-plugin';
import { guardServerHtml } from './lib/before-take-over';

// 'token' is the spec's storage key of the session (the session store itself is a shared module).
let signedIn = false;
try {
  signedIn = localStorage.getItem('token') !== null;
} catch {
  // Storage blocked: a visitor.
}
guardServerHtml(signedIn);

// Before any shared library is asked for: one whose download fails can then be downloaded again, so the
// shell need not preload the shared libraries a page opened later needs (retryable-shared-plugin.ts).
makeSharedLoadsRetryable();

// Register the remotes (their config is inlined in index.html by the gateway, else read from
// /mf-config.json) while the app's chunks download: it needs only the federation runtime, which is in
// this chunk (so nothing imported from here may import a shared module such as react). A failure is
// not fatal: each remote slot shows its own fallback and Retry reads it again.
ensureRemotesRegistered().catch((error: unknown) => {
  console.warn('Remote configuration is unavailable:', error instanceof Error ? error.message : error);
});

// Async boundary: the federation runtime must set up the shared scope (react, router, web-kit)
// before any module that imports them runs. The chunk name lets index.html preload this group. Asked for
// in a task of its own: resolving the shared libraries it consumes is work of its own, and in the same
// task as this file's evaluation (the federation runtime's set-up) the two made one long task, which a
// phone's visitor feels as a page that does not answer (Lighthouse's Total Blocking Time).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
