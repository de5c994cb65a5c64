// Admin texts and limits (spec §5 word for word where the spec gives the text).

export const ADD_MEMBER_REQUIRED = 'Name, email, password, and at least one domain are required.';
export const ADD_CLIENT_REQUIRED = 'Please fill all required fields';

/** The most rows one page of a list holds, and how many a page holds when the caller names none. */
export const PAGE_MAX_LIMIT = 100;
export const PAGE_DEFAULT_LIMIT = 50;

/** Spec §3: skill tags arrive as a list or as comma text; both become trimmed, non-empty entries. */
export function splitTags(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(',');
  return parts.map((part) => part.trim()).filter(Boolean);
}
