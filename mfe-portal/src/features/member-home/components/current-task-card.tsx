import { useEffect, useRef, useState } from 'react';
import type { Task } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, EmptyState, RequestThreadButton, Skeleton } from '@agency/ui';
import { announce, errorMessage, failureMessage, formatDateTime } from '@agency/web-kit';
import { getCurrentTask } from '../api/get-current-task';
import { taskKeys } from '../api/task-keys';
import { updateTaskStatus } from '../api/update-task-status';
import { requestNumber } from './request-number';
import { TaskStatusBadge } from './task-status-badge';
import { useUndoableCompletion } from './use-undoable-completion';

type Move = 'In progress' | 'Completed';

function TaskActions({ task, onChanged }: { task: Task; onChanged: (status: Move) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const actions = useRef<HTMLDivElement>(null);
  const completion = useUndoableCompletion(
    () => void move('Completed'),
    () => void updateTaskStatus(task.task_id, 'Completed', { keepalive: true }).catch(() => {}),
  );
  const focusOn = (selector: string) => requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>(selector)?.focus());
  function markCompleted() {
    setError('');
    completion.start();
    announce('Marking the task completed in 5 seconds. Undo keeps it open.');
    focusOn('[data-undo-complete]');
  }
  function undo() {
    completion.undo();
    announce('Kept open: the task was not marked completed.');
    focusOn('[data-complete-task]');
  }
  async function move(status: Move) {
    setBusy(status);
    setError('');
    try {
      await updateTaskStatus(task.task_id, status);
      onChanged(status);
    } catch (err) {
      setError(failureMessage(err, 'Failed to update task'));
    } finally {
      setBusy(null);
    }
  }
  if (completion.pending) {
    return (
      <div className="stack" ref={actions}>
        <div className="row portal-undo" role="status">
          <span>Marking completed in a few seconds…</span>
          <Button data-undo-complete variant="secondary" size="sm" onClick={undo}>
            Undo
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="stack" ref={actions}>
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
        <Button
          data-complete-task
          variant="gradient"
          size="sm"
          loading={busy === 'Completed'}
          disabled={busy !== null}
          onClick={markCompleted}
        >
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

export function CurrentTaskCard({ onChanged }: { onChanged: () => void }) {
  const task = useApiQuery(taskKeys.current, getCurrentTask);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a change, the card reloads: focus waits on its heading, then goes to the next action.
  const awaiting = useRef<{ shown: Task | null | undefined; next: 'complete' | 'heading' } | null>(null);

  const changed = (status: Move) => {
    const title = task.data?.title ?? 'task';
    announce(status === 'Completed' ? `Task marked completed: ${title}` : `Task started: ${title}`);
    awaiting.current = { shown: task.data, next: status === 'In progress' ? 'complete' : 'heading' };
    heading.current?.focus();
    onChanged();
  };

  useEffect(() => {
    const wait = awaiting.current;
    if (!wait || task.status !== 'success' || task.data === wait.shown) return;
    awaiting.current = null;
    const complete = heading.current?.parentElement?.querySelector<HTMLElement>('[data-complete-task]');
    if (wait.next === 'complete' && complete) complete.focus();
    else heading.current?.focus();
  }, [task.status, task.data]);

  return (
    <Card className="portal-panel portal-current" data-testid="current-task">
      <h2 className="card__title" ref={heading} tabIndex={-1}>
        Current Task
      </h2>
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
          <p className="text-muted portal-task__date">
            {task.data.requestId && `Request #${requestNumber(task.data.requestId)} · `}Assigned {formatDateTime(task.data.date)}
          </p>
          <TaskActions key={task.data.task_id} task={task.data} onChanged={changed} />
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
