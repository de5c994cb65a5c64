import { useEffect, useRef, useState } from 'react';
import type { ServiceRequest } from '@agency/contracts/browser';
import { removeFromCursorPages, useCursorQuery, useMutation, useMutationState, useQueryClient } from '@agency/query';
import { Alert, Button } from '@agency/ui';
import { announce, focusInView, usePageTitle } from '@agency/web-kit';
import { listRequests, listUnderWay } from '../api/list-requests';
import { listUnstaffedRequests } from '../api/list-unstaffed-requests';
import { requestKeys } from '../api/request-keys';
import { respondToRequest } from '../api/respond-to-request';
import { ApprovedSection } from './approved-section';
import { LinkedThread } from './linked-thread';
import { PendingSection } from './pending-section';
import { PickerSlotProvider } from './picker-slot';
import { UnstaffedSection } from './unstaffed-section';
import type { Answer } from './pending-request-list';
import { describeAssignment, describeRespondFailure, describeRespondSuccess } from './request-texts';
import './requests.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;
type Response = { request: ServiceRequest; answer: Answer; reason?: string };

const RESPOND_KEY = ['admin', 'respond'];

export default function ServiceRequestsPage() {
  usePageTitle('Service Requests');
  const client = useQueryClient();
  const pending = useCursorQuery(requestKeys.pending, (cursor, signal) => listRequests('PENDING', cursor, signal));
  const approved = useCursorQuery(requestKeys.awaiting, (cursor, signal) => listRequests('approved', cursor, signal, false));
  // Assigned and not finished: approved with someone on it, and work under way (newest first within each).
  const underWay = useCursorQuery(requestKeys.underWay, listUnderWay);
  const unstaffed = useCursorQuery(requestKeys.unstaffed, listUnstaffedRequests);
  const [notice, setNotice] = useState<Notice>(null);
  // Per request, the answer to this page's last assign (shown in its card wherever it is listed).
  const [assigned, setAssigned] = useState<ReadonlyMap<string, string>>(new Map());
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  // An assigned request whose row (and focused Assign button) leaves its list: once the list shows
  // without it, focus follows the request to "Assigned".
  const followToAssigned = useRef<{ id: string; from: 'awaiting' | 'unstaffed' } | null>(null);
  useEffect(() => {
    const follow = followToAssigned.current;
    const rows = follow?.from === 'awaiting' ? approved.data : unstaffed.data;
    if (!follow || !rows || rows.some((r) => r.req_id === follow.id)) return;
    followToAssigned.current = null;
    focusInView(document.getElementById('assigned-requests-title'));
  }, [approved.data, unstaffed.data]);

  const answer = useMutation({
    mutationKey: RESPOND_KEY,
    mutationFn: ({ request, answer, reason }: Response) => respondToRequest(request.req_id, answer, reason),
    // A read of the queue already under way would bring the answered row back.
    onMutate: () => client.cancelQueries({ queryKey: requestKeys.pending }),
  });
  const answering = useMutationState({
    filters: { mutationKey: RESPOND_KEY, status: 'pending' },
    select: (m) => m.state.variables as Response,
  });
  const processing = new Map(answering.map(({ request, answer }) => [request.req_id, answer]));

  const refresh = () => void client.invalidateQueries({ queryKey: requestKeys.all });

  const respond = async (request: ServiceRequest, reply: Answer, reason?: string) => {
    if (processing.has(request.req_id)) return;
    setNotice(null);
    let gone = true;
    try {
      await answer.mutateAsync({ request, answer: reply, reason });
      setNotice({ tone: 'success', text: describeRespondSuccess(request, reply) });
    } catch (error) {
      // Spec section 8 logs the failure; the admin is told too, in words that name what happened.
      console.error('Failed to respond to service request', error);
      const failure = describeRespondFailure(error, reply);
      gone = failure.gone;
      setNotice({ tone: 'error', text: failure.text });
    }
    if (gone) {
      removeFromCursorPages<ServiceRequest>(client, requestKeys.pending, (r) => r.req_id === request.req_id);
      // The row and its buttons are gone: keep the keyboard user in the queue, not on the page body.
      pendingHeading.current?.focus();
    }
    refresh();
  };

  const onAssigned = (request: ServiceRequest, names: string[], taskCount: number) => {
    const said = describeAssignment(names, taskCount);
    announce(said);
    setAssigned((current) => new Map(current).set(request.req_id, said));
    const id = request.req_id;
    // Assigned from "awaiting" or "lost their worker" (not work already under way): its row goes away.
    if (request.status !== 'in_progress' && !underWay.data?.some((r) => r.req_id === id)) {
      followToAssigned.current = { id, from: approved.data?.some((r) => r.req_id === id) ? 'awaiting' : 'unstaffed' };
    }
    // The request now has someone: it leaves "awaiting assignment" at once for "Assigned". A request that
    // lost its worker keeps its card, with the answer, until its list is read again.
    removeFromCursorPages<ServiceRequest>(client, requestKeys.awaiting, (r) => r.req_id === id);
    for (const queryKey of [requestKeys.awaiting, requestKeys.underWay, requestKeys.unstaffed]) void client.invalidateQueries({ queryKey });
  };

  const busy = [pending, approved, underWay].some((list) => list.status === 'loading' || list.refreshing);
  return (
    <section className="stack admin-req" aria-labelledby="service-requests-title">
      <div className="admin-req__head">
        <h1 className="admin-page__title admin-req__title" id="service-requests-title">
          Service Requests
        </h1>
        <Button variant="secondary" size="sm" onClick={refresh} loading={busy}>
          Refresh
        </Button>
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <PendingSection pending={pending} processing={processing} onRespond={respond} headingRef={pendingHeading} />
      <PickerSlotProvider>
        <UnstaffedSection unstaffed={unstaffed} assigned={assigned} onAssigned={onAssigned} />
        <ApprovedSection kind="awaiting" approved={approved} assigned={assigned} onAssigned={onAssigned} />
        <ApprovedSection kind="assigned" approved={underWay} assigned={assigned} onAssigned={onAssigned} />
      </PickerSlotProvider>
      <LinkedThread lists={[pending, approved, underWay, unstaffed]} />
    </section>
  );
}
