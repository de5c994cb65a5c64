import { useCursorQuery } from '@agency/query';
import { Alert, Button, Card, EmptyState, RequestThreadButton, Skeleton } from '@agency/ui';
import { failureMessage, formatDateTime } from '@agency/web-kit';
import { getTaskHistory } from '../api/get-task-history';
import { taskKeys } from '../api/task-keys';
import { requestNumber } from './request-number';
import { TaskStatusBadge } from './task-status-badge';

export function TaskHistoryCard() {
  const first = useCursorQuery(taskKeys.history, async (cursor, signal) => {
    const page = await getTaskHistory(cursor, signal);
    // The history says no count: 'Load more' goes on while there is a next page.
    return { items: page.tasks, nextCursor: page.nextCursor, total: 0 };
  });
  const tasks = first.status === 'success' ? first.data : [];
  const moreError = first.moreError ? failureMessage(first.moreError, 'Failed to fetch task history') : '';

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
                  {formatDateTime(task.date)}
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
      {first.hasMore && (
        <Button variant="secondary" block loading={first.loadingMore} onClick={first.loadMore}>
          Load more
        </Button>
      )}
    </Card>
  );
}
