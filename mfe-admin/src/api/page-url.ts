/** `path?…&limit=&cursor=`: one page of an admin list after `cursor` (null: the first page), with the list's own filters. */
export function pageUrl(path: string, limit: number, cursor: string | null, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}
