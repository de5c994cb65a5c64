/** Spec section 4: Completed is shown green, every other status yellow. */
export function TaskStatusBadge({ status }: { status: string }) {
  return <span className={status === 'Completed' ? 'badge badge--success' : 'badge badge--warning'}>{status}</span>;
}
