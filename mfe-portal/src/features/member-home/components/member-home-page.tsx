import { Alert, Button, Card, Section, Skeleton } from '@agency/ui';
import { errorMessage, useRequest, useSession } from '@agency/web-kit';
import { getCurrentTask, type Task } from '../api/get-current-task';
import '../../../styles/portal.css';

function TaskDetails({ task }: { task: Task }) {
  // Spec section 4: Completed is green, every other status yellow.
  const done = task.status === 'Completed';
  return (
    <div className="stack">
      <div className="row">
        <h3 className="portal-task__title">{task.title}</h3>
        {task.status && <span className={done ? 'badge badge--success' : 'badge badge--warning'}>{task.status}</span>}
      </div>
      {task.description && <p className="text-muted">{task.description}</p>}
      {task.date && <p className="text-muted portal-task__date">{new Date(task.date).toLocaleDateString('en-US')}</p>}
    </div>
  );
}

function CurrentTaskCard() {
  const task = useRequest((signal) => getCurrentTask(signal), []);
  return (
    <Card>
      <h2 className="card__title">Current Task</h2>
      {task.status === 'loading' && <Skeleton height="4rem" />}
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
      {task.status === 'success' && (task.data ? <TaskDetails task={task.data} /> : <p className="text-muted">No current task</p>)}
    </Card>
  );
}

export default function MemberHomePage() {
  const session = useSession();
  return (
    <>
      <section className="portal-banner">
        <div className="container">
          <span className="section__eyebrow">Member home</span>
          <h1>Welcome back, {session?.userName || 'team member'}</h1>
          <p className="text-muted">Here is what is on your plate today.</p>
        </div>
      </section>
      <Section tight>
        <div className="portal-grid">
          <CurrentTaskCard />
          <Card>
            <h2 className="card__title">Task Stats</h2>
            <p className="text-muted">Your completed and pending tasks over the last 30 days will show here.</p>
            <span className="badge badge--primary">Coming soon</span>
          </Card>
          <Card>
            <h2 className="card__title">Task History</h2>
            <p className="text-muted">Every task you have worked on, newest first.</p>
            <span className="badge badge--primary">Coming soon</span>
          </Card>
        </div>
      </Section>
    </>
  );
}
