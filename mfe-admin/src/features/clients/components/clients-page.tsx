import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Client } from '@agency/contracts/browser';
import { removeFromCursorPages, useCursorQuery, useQueryClient } from '@agency/query';
import { Alert, Card, EmptyState, Spinner, buttonClass } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { deleteClient } from '../api/delete-client';
import { clientsKey, listClients } from '../api/list-clients';
import { ClientList } from './client-list';
import { LoadFailed } from '../../../components/load-failed';
import { ListLoadMore } from '../../../components/list-load-more';
import { useRowDelete } from '../../../components/use-row-delete';
import './clients.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/clients: every client, newest first, a page at a time with 'Load more', with Delete and the way to Add Client. */
export default function ClientsPage() {
  usePageTitle('Clients');
  const client = useQueryClient();
  const clients = useCursorQuery(clientsKey, listClients);
  const [notice, setNotice] = useState<Notice>(null);
  const deletion = useRowDelete();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const remove = async (gone: Client) => {
    if (!window.confirm(`Delete the client ${gone.clientName}?`)) return;
    setNotice(null);
    const failure = await deletion.run(gone.client_id, () => deleteClient(gone.client_id));
    if (failure) return setNotice({ tone: 'error', text: errorMessage(failure, 'Failed to delete client') });
    removeFromCursorPages<Client>(client, clientsKey, (c) => c.client_id === gone.client_id);
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
          {clients.status === 'success' && <span className="badge">{clients.total}</span>}
        </h3>
        {clients.status === 'loading' && (
          <p className="admin-clients__state" role="status">
            <Spinner label="" /> Loading clients...
          </p>
        )}
        {clients.status === 'error' && <LoadFailed what="clients" error={clients.error} onRetry={clients.reload} />}
        {clients.status === 'success' && clients.data.length === 0 && (
          <EmptyState title="No clients yet" text="Clients you add appear here, newest first." />
        )}
        {clients.status === 'success' && clients.data.length > 0 && (
          <>
            <ClientList clients={clients.data} deletingId={deletion.deletingId} busy={deletion.deletingId !== null} onDelete={remove} />
            <ListLoadMore list={clients} noun="clients" failure="Failed to load more clients" />
          </>
        )}
      </Card>
    </section>
  );
}
