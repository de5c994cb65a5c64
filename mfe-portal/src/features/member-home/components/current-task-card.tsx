import { useState } from 'react';
import type { Task } from '@agency/contracts';
import { Alert, Button, Card, EmptyState, Skeleton } from '@agency/ui';
import { errorMessage, failureMessage, formatDate, useRequest } from '@agency/web-kit';
import { getCurrentTask } from '../api/get-current-task';
import { updateTaskStatus } from '../api/update-task-status';
import { RequestThreadButton } from '../../../components/request-thread-button';
import { TaskStatusBadge } from './task-status-badge';

function TaskActions({ task, onChanged }: { task: Task; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  async function move(status: 'In progress' | 'Completed') {
    setBusy(status);
    setError('');
    try {
      await updateTaskStatus(task.task_id, status);
      onChanged();
    } catch (err) {
      setError(failureMessage(err, 'Failed to update task'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="stack">
      <div className="row">
        {task.status === 'Pending' && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy === 'In progress'}
            disabled={busy !== null}
            onClick={() => move('In progress')}
          >
            Start task
          </Button>
        )}
        <Button variant="gradient" size="sm" loading={busy === 'Completed'} disabled={busy !== null} onClick={() => move('Completed')}>
          Mark completed
        </Button>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError('')}>
          {error}
        </Alert>
      )}
    </div>
  );
}

export function CurrentTaskCard({ version, onChanged }: { version: number; onChanged: () => void }) {
  const task = useRequest((signal) => getCurrentTask(signal), [version]);
  return (
    <Card className="portal-panel portal-current" data-testid="current-task">
      <h2 className="card__title">Current Task</h2>
      {task.status === 'loading' && <Skeleton height="5rem" />}
      {task.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={task.reload}>
              Try again
            </Button>
          }
        >
          {errorMessage(task.error, 'Failed to fetch the current task')}
        </Alert>
      )}
      {task.status === 'success' && !task.data && <EmptyState title="No current task" text="New work assigned to you will appear here." />}
      {task.status === 'success' && task.data && (
        <div className="stack">
          <div className="portal-panel__head">
            <h3 className="portal-task__title">{task.data.title}</h3>
            <TaskStatusBadge status={task.data.status} />
          </div>
          {task.data.description && <p className="text-muted portal-task__description">{task.data.description}</p>}
          <p className="text-muted portal-task__date">Assigned {formatDate(task.data.date)}</p>
          <TaskActions task={task.data} onChanged={onChanged} />
          {task.data.requestId && (
            <div className="row">
              <RequestThreadButton requestId={task.data.requestId} title={task.data.title} />
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
