/** The count of unread messages beside a link or button; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
