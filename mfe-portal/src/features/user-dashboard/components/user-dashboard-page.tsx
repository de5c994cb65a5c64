import { useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCursorQuery, useLiveRefetch, useQueryClient } from '@agency/query';
import { PageHeader, Section } from '@agency/ui';
import { usePageTitle, useSession, type ThreadEvent } from '@agency/web-kit';
import { PortalQueries } from '../../../app/query-client';
import { getRequestHistory, historyKey } from '../api/get-request-history';
import { NewRequestForm } from './new-request-form';
import { ProfileTab } from './profile-tab';
import { RequestHistory } from './request-history';
import '../../../styles/portal.css';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'new-request', label: 'New Request' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The open tab lives in the URL (`?tab=history`), so a reload or Back keeps it. Spec section 2: opens on
 * New Request when `?section=new-request` or the navigation state asks.
 */
function useTab(): [TabId, (id: TabId) => void] {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { section?: string; tab?: string } | null;
  const asked = params.get('tab') ?? params.get('section') ?? state?.section ?? state?.tab;
  const tab = TABS.some(({ id }) => id === asked) ? (asked as TabId) : 'profile';
  const choose = (id: TabId) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('section');
      next.set('tab', id);
      return next;
    });
  return [tab, choose];
}

/** The tab a key moves to (APG "Tabs": arrows wrap, Home/End jump); undefined for other keys. */
function tabForKey(key: string, current: TabId): TabId | undefined {
  const at = TABS.findIndex((tab) => tab.id === current);
  const to: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
  const index = to[key];
  return index === undefined ? undefined : TABS[(index + TABS.length) % TABS.length]!.id;
}

// One of the customer's requests was answered, assigned, started or finished: its badge and timeline change.
const requestChanged = (event: ThreadEvent) => event.type === 'request.changed';

export default function UserDashboardPage() {
  return (
    <PortalQueries>
      <UserDashboard />
    </PortalQueries>
  );
}

function UserDashboard() {
  usePageTitle('User Dashboard');
  const session = useSession();
  const [tab, setTab] = useTab();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  // Automatic activation: the panels are already on the page, so the focused tab is the shown one.
  const onTabKey = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, tab);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  // History lives here so a new request refreshes it even while the History tab is not shown.
  const client = useQueryClient();
  const history = useCursorQuery(historyKey, getRequestHistory);
  const submitted = () => void client.invalidateQueries({ queryKey: historyKey });
  useLiveRefetch(historyKey, requestChanged);
  const firstName = session?.userName.split(' ')[0] || 'there';

  return (
    <>
      <PageHeader eyebrow="User Dashboard" title={`Hello, ${firstName}`} subtitle="Request a service and follow its progress here." />
      <Section tight>
        <div className="portal-tabs" role="tablist" aria-label="Dashboard sections">
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              type="button"
              role="tab"
              tabIndex={tab === id ? 0 : -1}
              onKeyDown={onTabKey}
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={tab === id ? `panel-${id}` : undefined}
              className={`portal-tabs__tab${tab === id ? ' is-active' : ''}`}
              onClick={() => setTab(id)}
            >
              {label}
              {id === 'history' && history.status === 'success' && history.data.length > 0 && (
                <span className="portal-tabs__count">{history.total}</span>
              )}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="portal-tabpanel">
          {tab === 'profile' && <ProfileTab userId={session?.userId ?? ''} />}
          {tab === 'new-request' && <NewRequestForm onSubmitted={submitted} />}
          {tab === 'history' && <RequestHistory history={history} onNewRequest={() => setTab('new-request')} />}
        </div>
      </Section>
    </>
  );
}
