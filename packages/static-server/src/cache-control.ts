// Content-hashed files never change under their name, so browsers may keep them for a year; the files
// that point at them (index.html, manifests, remote entries) must be revalidated on every load or a
// deploy would not be seen.
import path from 'node:path';

const alwaysRevalidate = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-config.json', 'mf-stats.json']);
// Rspack's `[name].[contenthash:8].js`: at least 8 hex characters right before the extension(s).
const contentHashed = /\.[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A file whose name carries its content hash: the same name never holds other bytes. */
export const isContentHashed = (filePath: string) => contentHashed.test(path.basename(filePath));

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (alwaysRevalidate.has(base)) return NO_CACHE;
  if (contentHashed.test(base)) return IMMUTABLE;
  // Anything else (unhashed images, fonts) is revalidated with its ETag: correct first, cheap enough.
  return NO_CACHE;
}
