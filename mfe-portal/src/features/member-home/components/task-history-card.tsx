import { useState } from 'react';
import type { Task } from '@agency/contracts/browser';
import { Alert, Button, Card, EmptyState, RequestThreadButton, Skeleton } from '@agency/ui';
import { failureMessage, formatDate, useRequest } from '@agency/web-kit';
import { getTaskHistory } from '../api/get-task-history';
import { requestNumber } from './request-number';
import { TaskStatusBadge } from './task-status-badge';

export function TaskHistoryCard({ version }: { version: number }) {
  const first = useRequest((signal) => getTaskHistory(null, signal), [version]);
  // Pages after the first, appended by 'Load more'; a refresh of the first page starts over.
  const [more, setMore] = useState<{ version: number; tasks: Task[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');
  const extra = more?.version === version ? more : null;
  const tasks = first.status === 'success' ? [...first.data.tasks, ...(extra?.tasks ?? [])] : [];
  const cursor = extra ? extra.cursor : first.status === 'success' ? first.data.nextCursor : null;

  async function loadMore() {
    setLoadingMore(true);
    setMoreError('');
    try {
      const page = await getTaskHistory(cursor);
      setMore({ version, tasks: [...(extra?.tasks ?? []), ...page.tasks], cursor: page.nextCursor });
    } catch (err) {
      setMoreError(failureMessage(err, 'Failed to fetch task history'));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Card className="portal-panel portal-history" data-testid="task-history">
      <h2 className="card__title">Task History</h2>
      {first.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading task history">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      )}
      {first.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={first.reload}>
              Try again
            </Button>
          }
        >
          Failed to fetch task history
        </Alert>
      )}
      {first.status === 'success' && tasks.length === 0 && (
        <EmptyState title="No tasks yet" text="Tasks you work on will be listed here." />
      )}
      {tasks.length > 0 && (
        <ul className="portal-task-list">
          {tasks.map((task) => (
            <li key={task.task_id} className="portal-task-list__item">
              <div className="portal-task-list__main">
                <span className="portal-task-list__title">{task.title}</span>
                {task.description && <span className="portal-task-list__description">{task.description}</span>}
                <span className="portal-task-list__date">
                  {task.requestId && `Request #${requestNumber(task.requestId)} · `}
                  {formatDate(task.date)}
                </span>
              </div>
              <div className="row">
                {task.requestId && <RequestThreadButton requestId={task.requestId} title={task.title} />}
                <TaskStatusBadge status={task.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {moreError && <Alert tone="error">{moreError}</Alert>}
      {cursor && (
        <Button variant="secondary" block loading={loadingMore} onClick={loadMore}>
          Load more
        </Button>
      )}
    </Card>
  );
}
