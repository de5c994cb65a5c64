// The one spelling of a request path that the gateway judges, the same one a service would route: what
// Node, Express, http-proxy or a service may resolve on the way (encoded dots, slashes and backslashes,
// repeated slashes, dot segments) is resolved here first.

// %2e ".", %2f "/", %5c "\" and %25 "%" itself, so a double-encoded "%252f" is seen as the "/" it may become.
const ENCODED_PATH_CHAR = /%(2e|2f|5c|25)/i;
const ENCODED_PATH_CHARS = new RegExp(ENCODED_PATH_CHAR.source, 'gi');

// Each pass undoes one level of encoding. Clients encode a path once; behind the gateway a hop's router
// decodes it once (a service's Express, a front end's static server) and its handler perhaps once more: a
// character two levels down ("%252f") is the deepest that can come out as itself, and three passes leave
// one to spare. A path encoded deeper is nobody's honest request, and resolving it level by level would cost
// a pass per level (some 8000 for a 16 kB "%2525…2f": 60–200 ms of CPU); it has no resolution instead, so
// the work stays linear in the path's length.
const MAX_DECODING_PASSES = 3;

/** The path with up to three levels of encoded path characters decoded; null when any are left after them. */
function decodePathChars(path: string): string | null {
  let decoded = path;
  for (let pass = 0; pass < MAX_DECODING_PASSES && ENCODED_PATH_CHAR.test(decoded); pass++) {
    decoded = decoded.replace(ENCODED_PATH_CHARS, (escape) => decodeURIComponent(escape));
  }
  return ENCODED_PATH_CHAR.test(decoded) ? null : decoded;
}

/** RFC 3986's remove_dot_segments on an absolute path ("/a/./b/../c" → "/a/c"); ".." never climbs above "/". */
function removeDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      if (last) kept.push(''); // "/a/b/.." is the folder "/a/", with its slash
    } else kept.push(segment);
  });
  return `/${kept.join('/')}`;
}

/** The path as it would be resolved, or null when its percent-encoding is malformed or more than three levels deep. */
export function normalisePath(path: string): string | null {
  const decoded = decodePathChars(path);
  if (decoded === null) return null;
  try {
    decodeURIComponent(decoded); // a malformed escape ("%zz", a broken UTF-8 sequence) has no resolution
  } catch {
    return null;
  }
  return removeDotSegments(decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/'));
}
