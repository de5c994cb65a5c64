import { useCallback, useState } from 'react';
import { Section } from '@agency/ui';
import { usePageTitle, useSession } from '@agency/web-kit';
import { CurrentTaskCard } from './current-task-card';
import { TaskHistoryCard } from './task-history-card';
import { TaskStatsCard } from './task-stats-card';
import '../../../styles/portal.css';

export default function MemberHomePage() {
  usePageTitle('Member Home');
  const session = useSession();
  // Bumped when the member changes a task, so stats and history reload with it.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
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
          <CurrentTaskCard version={version} onChanged={refresh} />
          <TaskStatsCard version={version} />
          <TaskHistoryCard version={version} />
        </div>
      </Section>
    </>
  );
}
