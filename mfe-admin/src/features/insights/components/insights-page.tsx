import type { ReactNode } from 'react';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Skeleton } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import type { AdminInsights } from '@agency/contracts/browser';
import { getInsights } from '../api/get-insights';
import { ExportLinks } from './export-links';
import { formatDay, formatShortDay } from './format';
import { MemberLoadTable } from './member-load-table';
import { PeriodPicker } from './period-picker';
import { StackedBarChart } from './stacked-bar-chart';
import { TurnaroundTable } from './turnaround-table';
import { usePeriod } from './use-period';
import './insights.css';

// A colour-blind-safe set (Okabe–Ito), readable on the dark surface; every figure is also in words and tables.
const STATUS_SERIES = [
  { key: 'PENDING', label: 'Pending', color: '#E69F00' },
  { key: 'approved', label: 'Approved', color: '#56B4E9' },
  { key: 'in_progress', label: 'In progress', color: '#0072B2' },
  { key: 'completed', label: 'Completed', color: '#009E73' },
  { key: 'rejected', label: 'Rejected', color: '#CC79A7' },
  { key: 'withdrawn', label: 'Withdrawn', color: '#999999' },
];
const DOMAIN_SERIES = [{ key: 'count', label: 'Requests', color: '#0072B2' }];
const CONTACT_SERIES = [
  { key: 'read', label: 'Read', color: '#009E73' },
  { key: 'unread', label: 'Not read yet', color: '#E69F00' },
];

function Section({
  title,
  id,
  children,
  state,
}: {
  title: string;
  id: string;
  children: ReactNode;
  state: { available: boolean; error?: string };
}) {
  return (
    <section className="card insights-section" aria-labelledby={id}>
      <h2 className="insights-section__title" id={id}>
        {title}
      </h2>
      {state.available ? children : <Alert tone="error">{state.error}</Alert>}
    </section>
  );
}

const weekRows = (weeks: Array<{ start: string }>, values: (i: number) => Record<string, number>) =>
  weeks.map((w, i) => ({ label: `Week of ${formatDay(w.start)}`, shortLabel: formatShortDay(w.start), values: values(i) }));

function Figures({ data }: { data: AdminInsights }) {
  const { requests, turnaround, load, contact } = data;
  const noRequests = requests.available && requests.weeks.every((w) => Object.values(w.counts).every((n) => n === 0));
  return (
    <>
      <Section title="Requests per week" id="insights-requests" state={requests}>
        {requests.available && (
          <StackedBarChart
            title="Requests filed per week, by status"
            rowHeader="Week of"
            series={STATUS_SERIES}
            rows={weekRows(requests.weeks, (i) => requests.weeks[i]!.counts)}
            empty="No requests in this period."
          />
        )}
      </Section>
      <Section title="Requests per service domain" id="insights-domains" state={requests}>
        {requests.available &&
          (noRequests ? (
            <p className="insights-empty">No requests in this period.</p>
          ) : (
            <StackedBarChart
              title="Requests filed per service domain"
              rowHeader="Domain"
              series={DOMAIN_SERIES}
              rows={requests.domains.map((d) => ({
                label: d.domainName,
                shortLabel: d.domainName.slice(0, 12),
                values: { count: d.count },
              }))}
              empty="No requests in this period."
            />
          ))}
      </Section>
      <Section title="Turnaround" id="insights-turnaround" state={turnaround}>
        {turnaround.available && (
          <>
            <p className="text-muted insights-note">
              For the requests filed in this period, against the {data.period.days} days before ({formatDay(data.period.previousFrom)} –{' '}
              {formatDay(data.period.previousTo)}). p90: 9 in 10 took at most this long.
            </p>
            <TurnaroundTable turnaround={turnaround} />
          </>
        )}
      </Section>
      <Section title="Member load" id="insights-load" state={load}>
        {load.available && (
          <>
            <p className="text-muted insights-note">
              Open tasks now; completed and median time to complete (assigned → completed) in this period.
            </p>
            <MemberLoadTable members={load.members} />
          </>
        )}
      </Section>
      <Section title="Contact messages" id="insights-contact" state={contact}>
        {contact.available && (
          <>
            <p className="text-muted insights-note">
              Messages keep no reply status, only whether an admin opened them: &ldquo;read&rdquo; is the closest to answered.
            </p>
            <StackedBarChart
              title="Contact messages per week, read and not yet"
              rowHeader="Week of"
              series={CONTACT_SERIES}
              rows={weekRows(contact.weeks, (i) => ({
                read: contact.weeks[i]!.read,
                unread: contact.weeks[i]!.received - contact.weeks[i]!.read,
              }))}
              empty="No contact messages in this period."
            />
          </>
        )}
      </Section>
    </>
  );
}

/** How the agency is doing over a period: requests, turnaround, each member's load, the contact form. */
export default function InsightsPage() {
  usePageTitle('Insights');
  const [period, setPeriod] = usePeriod();
  const insights = useApiQuery(['admin', 'insights', period.from, period.to], (signal) => getInsights(period, signal));
  return (
    <section className="stack insights" aria-labelledby="insights-title">
      <h1 className="admin-page__title" id="insights-title">
        Insights
      </h1>
      <PeriodPicker period={period} onChange={setPeriod} />
      <ExportLinks period={period} />
      {insights.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading insights">
          <Skeleton height="14rem" />
          <Skeleton height="10rem" />
        </div>
      )}
      {insights.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={insights.reload}>
              Try again
            </Button>
          }
        >
          {errorMessage(insights.error, 'Failed to load the insights')}
        </Alert>
      )}
      {insights.status === 'success' && <Figures data={insights.data} />}
    </section>
  );
}
