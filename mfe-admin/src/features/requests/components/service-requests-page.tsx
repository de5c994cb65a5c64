import { useEffect, useRef, useState } from 'react';
import type { ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { announce, focusInView, useCursorList, usePageTitle } from '@agency/web-kit';
import { listRequests, listUnderWay } from '../api/list-requests';
import { listUnstaffedRequests } from '../api/list-unstaffed-requests';
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

export default function ServiceRequestsPage() {
  usePageTitle('Service Requests');
  const pending = useCursorList((cursor, signal) => listRequests('PENDING', cursor, signal), []);
  const approved = useCursorList((cursor, signal) => listRequests('approved', cursor, signal, false), []);
  // Assigned and not finished: approved with someone on it, and work under way (newest first within each).
  const underWay = useCursorList((cursor, signal) => listUnderWay(cursor, signal), []);
  const unstaffed = useCursorList((cursor, signal) => listUnstaffedRequests(cursor, signal), []);
  const [notice, setNotice] = useState<Notice>(null);
  const [processing, setProcessing] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [assigned, setAssigned] = useState<ReadonlyMap<string, string>>(new Map());
  const [leftAwaiting, setLeftAwaiting] = useState<ReadonlySet<string>>(new Set());
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  // Bumped when an assigned request leaves the list its Assign button was in: focus follows it.
  const [movedToAssigned, setMovedToAssigned] = useState(0);

  useEffect(() => {
    if (movedToAssigned) focusInView(document.getElementById('assigned-requests-title'));
  }, [movedToAssigned]);

  const refresh = () => {
    pending.reload();
    approved.reload();
    underWay.reload();
    unstaffed.reload();
  };

  const respond = async (request: ServiceRequest, answer: Answer) => {
    const id = request.req_id;
    if (processing.has(id)) return;
    setNotice(null);
    setProcessing((current) => new Map(current).set(id, answer));
    let gone = true;
    try {
      await respondToRequest(id, answer);
      setNotice({ tone: 'success', text: describeRespondSuccess(request, answer) });
    } catch (error) {
      // Spec section 8 logs the failure; the admin is told too, in words that name what happened.
      console.error('Failed to respond to service request', error);
      const failure = describeRespondFailure(error, answer);
      gone = failure.gone;
      setNotice({ tone: 'error', text: failure.text });
    } finally {
      setProcessing((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    }
    if (gone) {
      setHidden((current) => new Set(current).add(id));
      // The row and its buttons are gone: keep the keyboard user in the queue, not on the page body.
      pendingHeading.current?.focus();
    }
    refresh();
  };

  const onAssigned = (request: ServiceRequest, names: string[], taskCount: number) => {
    const said = describeAssignment(names, taskCount);
    announce(said);
    setAssigned((current) => new Map(current).set(request.req_id, said));
    // Assigned from "awaiting" or "lost their worker": the row (and the focused button) goes away.
    if (request.status !== 'in_progress' && !underWay.data?.some((r) => r.req_id === request.req_id)) {
      setMovedToAssigned((value) => value + 1);
    }
    // The request now has someone: it leaves "awaiting assignment" for "Assigned".
    setLeftAwaiting((current) => new Set(current).add(request.req_id));
    approved.reload();
    underWay.reload();
    unstaffed.reload();
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
      <PendingSection pending={pending} hidden={hidden} processing={processing} onRespond={respond} headingRef={pendingHeading} />
      <PickerSlotProvider>
        <UnstaffedSection unstaffed={unstaffed} assigned={assigned} onAssigned={onAssigned} />
        <ApprovedSection kind="awaiting" approved={approved} hidden={leftAwaiting} assigned={assigned} onAssigned={onAssigned} />
        <ApprovedSection kind="assigned" approved={underWay} assigned={assigned} onAssigned={onAssigned} />
      </PickerSlotProvider>
      <LinkedThread lists={[pending, approved, underWay, unstaffed]} />
    </section>
  );
}
