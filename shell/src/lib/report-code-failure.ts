// Tells the gateway (POST /api/client-errors, one log line there) that code a page needs failed to load in
// this browser, so a bad release shows in the operators' logs, not only in visitors' consoles. Each
// failure once: the same file of the same release is not reported again by this page.
import type { ClientErrorReport } from '@agency/contracts/browser';

const reported = new Set<string>();

/** The report's fields are printable ASCII (a log line); anything else becomes a space. */
const printable = (text: string, max: number) => text.replace(/[^\x20-\x7e]/g, ' ').slice(0, max);

/** The file that failed, as a path: Rspack's ChunkLoadError names it (`request`), other errors in the message. */
function failedFile(error: unknown): string {
  const request = (error as { request?: unknown } | null)?.request;
  const url = typeof request === 'string' ? request : /https?:\/\/\S+/.exec(String((error as Error | null)?.message ?? error))?.[0];
  // A stylesheet's error names no URL: the chunk's number at least says which one.
  if (!url) return /\b(css )?chunk \S+/i.exec(String((error as Error | null)?.message))?.[0] ?? 'unknown';
  try {
    return printable(new URL(url.replace(/[)\].,]+$/, ''), window.location.href).pathname, 300);
  } catch {
    return 'unknown';
  }
}

/** True for a file (script or stylesheet) that could not be loaded, as opposed to code that crashed. */
export function isChunkLoadError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ChunkLoadError';
}

export function reportCodeFailure(remote: string, release: string, error: unknown): void {
  const file = failedFile(error);
  const key = `${remote}|${release}|${file}`;
  if (reported.has(key)) return;
  reported.add(key);
  const report: ClientErrorReport = {
    kind: 'page-code',
    remote,
    file,
    release: printable(release, 100),
    page: printable(window.location.pathname, 300),
    message: printable(String((error as Error | null)?.message ?? error), 300),
  };
  // keepalive: the report still goes out if the visitor leaves (or the shell reloads) right now.
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // A report is best effort: the page has already told the visitor.
  });
}
