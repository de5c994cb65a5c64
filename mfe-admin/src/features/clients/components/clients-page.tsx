import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Client } from '@agency/contracts/browser';
import { usePagedQuery } from '@agency/query';
import { Alert, Card, EmptyState, Spinner, buttonClass } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { deleteClient } from '../api/delete-client';
import { clientsKey, listClients } from '../api/list-clients';
import { ClientList } from './client-list';
import { LoadFailed } from '../../../components/load-failed';
import { Pager } from '../../../components/pager';
import './clients.css';

const PAGE_SIZE = 20;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/clients: every client, newest first, with Delete and the way to Add Client. */
export default function ClientsPage() {
  usePageTitle('Clients');
  const clients = usePagedQuery(clientsKey, (page, signal) => listClients(page, PAGE_SIZE, signal), { rows: (answer) => answer.clients });
  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { deletingId } = clients;

  const remove = async (client: Client) => {
    if (!window.confirm(`Delete the client ${client.clientName}?`)) return;
    setNotice(null);
    const failure = await clients.removeRow(client.client_id, () => deleteClient(client.client_id));
    if (failure) return setNotice({ tone: 'error', text: errorMessage(failure, 'Failed to delete client') });
    setNotice({ tone: 'success', text: 'Client deleted successfully!' });
    // The card and its button are gone: put the focus somewhere stable, not on <body>.
    titleRef.current?.focus();
  };

  const addLink = (
    <Link to="/admin/add-client" className={buttonClass('primary')}>
      Add Client
    </Link>
  );

  return (
    <section className="stack admin-clients">
      <div className="admin-clients__head">
        <h1 className="admin-page__title admin-clients__title" ref={titleRef} tabIndex={-1}>
          Clients
        </h1>
        {addLink}
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card role="region" aria-labelledby="all-clients-title">
        <h3 id="all-clients-title" className="card__title admin-clients__list-title">
          All clients
          {clients.status === 'success' && <span className="badge">{clients.data.total}</span>}
        </h3>
        {clients.status === 'loading' && (
          <p className="admin-clients__state" role="status">
            <Spinner label="" /> Loading clients...
          </p>
        )}
        {clients.status === 'error' && <LoadFailed what="clients" error={clients.error} onRetry={clients.reload} />}
        {clients.status === 'success' && clients.data.total === 0 && (
          <EmptyState title="No clients yet" text="Clients you add appear here, newest first." />
        )}
        {clients.status === 'success' && clients.data.clients.length > 0 && (
          <>
            <ClientList clients={clients.data.clients} deletingId={deletingId} busy={deletingId !== null} onDelete={remove} />
            <Pager page={clients.page} total={clients.data.total} limit={PAGE_SIZE} label="Client pages" onPage={clients.setPage} />
          </>
        )}
      </Card>
    </section>
  );
}
