import type { Client } from '@agency/contracts/browser';
import { Button } from '@agency/ui';
import { formatAddedDate } from './client-form';

interface Props {
  clients: Client[];
  deletingId: string | null;
  busy: boolean;
  onDelete: (client: Client) => void;
}

export function ClientList({ clients, deletingId, busy, onDelete }: Props) {
  return (
    <ul className="admin-client-list">
      {clients.map((client) => {
        const added = formatAddedDate(client.created_at);
        const headingId = `client-${client.client_id}-name`;
        return (
          <li key={client.client_id} className="admin-client-list__item" aria-labelledby={headingId} data-testid="admin-client-item">
            <div className="admin-client-list__body">
              <h4 id={headingId} className="admin-client-list__name">
                {client.clientName}
              </h4>
              <p className="admin-client-list__meta">
                <span className="badge badge--primary">{client.domain || 'Unknown Domain'}</span>
                {added && <span>Added {added}</span>}
              </p>
              {client.description && <p className="admin-client-list__description">{client.description}</p>}
            </div>
            <Button
              variant="danger"
              size="sm"
              loading={deletingId === client.client_id}
              disabled={busy}
              onClick={() => onDelete(client)}
              aria-label={`Delete ${client.clientName}`}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
