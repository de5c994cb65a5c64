import type { ReactNode } from 'react';

export function EmptyState({ title, text, icon, action }: { title: ReactNode; text?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon}
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action}
    </div>
  );
}
