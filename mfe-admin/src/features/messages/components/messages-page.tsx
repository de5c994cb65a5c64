import { useEffect, useState } from 'react';
import { Alert, Button, EmptyState, Skeleton } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { hasMore } from './inbox-state';
import { MessageItem } from './message-item';
import { useInbox } from './use-inbox';
import './messages.css';

/** The contact-form inbox: newest first, unread marked, paged with 'Load more'. */
export default function MessagesPage() {
  usePageTitle('Messages');
  const { load, refreshing, refresh, loadMore, loadingMore, moreError, markRead } = useInbox();
  const [focusId, setFocusId] = useState<string | null>(null);

  // After 'Load more' the keyboard continues at the first message it added.
  useEffect(() => {
    if (focusId) document.getElementById(`message-${focusId}`)?.focus();
  }, [focusId]);

  const more = async () => {
    const first = await loadMore();
    if (first) setFocusId(first);
  };

  const inbox = load.status === 'ready' ? load.inbox : null;
  return (
    <section className="stack admin-msg" aria-labelledby="messages-title">
      <div className="admin-msg__top">
        <div>
          <h1 className="admin-page__title admin-msg__title" id="messages-title">
            Messages
            {inbox && inbox.unread > 0 && <span className="badge badge--primary admin-msg__count">{inbox.unread} unread</span>}
          </h1>
          {inbox && (
            <p className="text-muted admin-msg__summary" aria-live="polite" data-testid="inbox-summary">
              {inbox.total === 0
                ? 'The inbox is empty.'
                : `${inbox.unread} unread of ${inbox.total} ${inbox.total === 1 ? 'message' : 'messages'} · showing ${inbox.messages.length}`}
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={refresh} loading={load.status === 'loading' || refreshing}>
          Refresh
        </Button>
      </div>

      {load.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading messages">
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </div>
      )}
      {load.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={refresh}>
              Try again
            </Button>
          }
        >
          {errorMessage(load.error, 'Failed to fetch messages')}
        </Alert>
      )}
      {inbox &&
        (inbox.messages.length === 0 ? (
          <EmptyState title="No messages yet" text="Messages sent through the contact form will appear here, newest first." />
        ) : (
          <>
            <ul className="admin-msg__list" aria-labelledby="messages-title">
              {inbox.messages.map((message) => (
                <MessageItem key={message.message_id} message={message} onMarkRead={markRead} />
              ))}
            </ul>
            {moreError && <Alert tone="error">{moreError}</Alert>}
            {hasMore(inbox) && (
              <div className="admin-msg__more">
                <Button variant="secondary" onClick={more} loading={loadingMore}>
                  Load more
                </Button>
              </div>
            )}
          </>
        ))}
    </section>
  );
}
