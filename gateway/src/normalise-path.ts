// The one spelling of a request path that the gateway judges, the same one a service would route: what
// Node, Express, http-proxy or a service may resolve on the way (encoded dots, slashes and backslashes,
// repeated slashes, dot segments) is resolved here first.

// %2e ".", %2f "/", %5c "\" and %25 "%" itself, so a double-encoded "%252f" is seen as the "/" it may become.
const ENCODED_PATH_CHARS = /%(2e|2f|5c|25)/gi;

function decodePathChars(path: string): string {
  let decoded = path;
  for (let previous = ''; previous !== decoded;) {
    previous = decoded;
    decoded = decoded.replace(ENCODED_PATH_CHARS, (escape) => decodeURIComponent(escape));
  }
  return decoded;
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

/** The path as it would be resolved, or null when its percent-encoding is malformed. */
export function normalisePath(path: string): string | null {
  const decoded = decodePathChars(path);
  try {
    decodeURIComponent(decoded); // a malformed escape ("%zz", a broken UTF-8 sequence) has no resolution
  } catch {
    return null;
  }
  return removeDotSegments(decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/'));
}
