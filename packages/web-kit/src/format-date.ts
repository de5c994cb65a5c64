/** Spec section 9: dates in en-US short format with hour and minute, e.g. "Jan 5, 2025, 3:04 PM" (portal and admin). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
