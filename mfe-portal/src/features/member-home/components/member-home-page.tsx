import { useLiveRefetch, useQueryClient } from '@agency/query';
import { Section } from '@agency/ui';
import { usePageTitle, useSession, type ThreadEvent } from '@agency/web-kit';
import { PortalQueries } from '../../../app/query-client';
import { taskKeys } from '../api/task-keys';
import { CurrentTaskCard } from './current-task-card';
import { MyFiguresCard } from './my-figures-card';
import { TaskHistoryCard } from './task-history-card';
import { TaskStatsCard } from './task-stats-card';
import '../../../styles/portal.css';

// The admin assigned this member a request: its task is made, and the cards show it.
const taskMade = (event: ThreadEvent) => event.type === 'tasks.changed';

export default function MemberHomePage() {
  return (
    <PortalQueries>
      <MemberHome />
    </PortalQueries>
  );
}

function MemberHome() {
  usePageTitle('Member Home');
  const session = useSession();
  const client = useQueryClient();
  // A task changed: the current task, the stats and the history are read again.
  const refresh = () => void client.invalidateQueries({ queryKey: taskKeys.all });
  useLiveRefetch(taskKeys.all, taskMade);
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
        <div className="portal-member-grid">
          <CurrentTaskCard onChanged={refresh} />
          <TaskStatsCard />
          <MyFiguresCard />
          <TaskHistoryCard />
        </div>
      </Section>
    </>
  );
}
