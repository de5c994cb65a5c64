import { useRef, useState } from 'react';
import type { ContactMessage } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { formatDateTime } from '@agency/web-kit';

interface Props {
  message: ContactMessage;
  /** Resolves to null on success, else the text to show. */
  onMarkRead: (messageId: string) => Promise<string | null>;
}

export function MessageItem({ message, onMarkRead }: Props) {
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const articleRef = useRef<HTMLElement>(null);
  const subjectId = `message-${message.message_id}-subject`;
  const unread = !message.read;

  const markRead = async () => {
    setMarking(true);
    setError(null);
    const failure = await onMarkRead(message.message_id);
    setMarking(false);
    setError(failure);
    // The button is gone once the message is read: keep focus on the message, not on the page body.
    if (!failure) articleRef.current?.focus();
  };

  return (
    <li className={unread ? 'admin-msg__item admin-msg__item--unread' : 'admin-msg__item'} data-testid="message-item">
      <article
        aria-labelledby={subjectId}
        id={`message-${message.message_id}`}
        ref={articleRef}
        tabIndex={-1}
        className="admin-msg__article"
      >
        <div className="admin-msg__head">
          <h3 className="admin-msg__subject" id={subjectId}>
            {unread && <span className="badge badge--primary admin-msg__badge">Unread</span>}
            <span>{message.subject}</span>
          </h3>
          <time className="admin-msg__date" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
        </div>
        <p className="admin-msg__from">
          <span className="admin-msg__name">{message.name}</span>
          <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>}
        </p>
        <p className="admin-msg__body">{message.message}</p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="admin-msg__actions">
          {unread ? (
            <Button size="sm" variant="secondary" loading={marking} onClick={markRead} aria-describedby={subjectId}>
              Mark as read
            </Button>
          ) : (
            <span className="admin-msg__read">Read</span>
          )}
          <a
            className="admin-msg__reply"
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            aria-describedby={subjectId}
          >
            Reply by e-mail
          </a>
        </div>
      </article>
    </li>
  );
}
