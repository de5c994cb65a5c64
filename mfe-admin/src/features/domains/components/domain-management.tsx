import { useState } from 'react';
import { useApiQuery, useQueryClient } from '@agency/query';
import { Alert, Card, Spinner } from '@agency/ui';
import { errorMessage, usePageTitle, useSubmissionKey } from '@agency/web-kit';
import { createDomain } from '../api/create-domain';
import { deleteDomain } from '../api/delete-domain';
import { getDomainUsage } from '../api/get-domain-usage';
import { domainsKey, listDomains } from '../../../api/list-domains';
import type { Domain } from '@agency/contracts/browser';
import { AddDomainForm } from './add-domain-form';
import { describeDomainDelete } from './delete-texts';
import { DomainList } from './domain-list';
import './domains.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export default function DomainManagement() {
  usePageTitle('Domain Management');
  const client = useQueryClient();
  const domains = useApiQuery(domainsKey, listDomains);
  const [notice, setNotice] = useState<Notice>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const changed = () => void client.invalidateQueries({ queryKey: domainsKey });

  const submission = useSubmissionKey();

  const add = async (name: string): Promise<boolean> => {
    setNotice(null);
    try {
      await createDomain(name, submission.keyFor(name));
      submission.reset();
      setNotice({ tone: 'success', text: 'Domain added successfully!' });
      changed();
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to add domain') });
      return false;
    }
  };

  const remove = async (domain: Domain) => {
    setNotice(null);
    setDeletingId(domain.domain_id);
    try {
      // The admin sees what refers to the domain before deciding; the server refuses what would strand a member.
      const verdict = describeDomainDelete(await getDomainUsage(domain.domain_id));
      if ('blocked' in verdict) {
        setNotice({ tone: 'error', text: verdict.blocked });
        return;
      }
      if (!window.confirm(verdict.confirm)) return;
      await deleteDomain(domain.domain_id);
      // The row goes at once, before the list is read again.
      client.setQueryData<Domain[]>(domainsKey, (list) => list?.filter((d) => d.domain_id !== domain.domain_id));
      setNotice({ tone: 'success', text: 'Domain deleted successfully!' });
      changed();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete domain') });
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <section className="stack">
      <h1 className="admin-page__title">Domain Management</h1>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card>
        <AddDomainForm onAdd={add} />
      </Card>
      <Card>
        <h3 className="card__title">All domains</h3>
        {domains.status === 'loading' && (
          <p className="domain-list__loading" role="status">
            <Spinner label="" /> Loading domains...
          </p>
        )}
        {domains.status === 'error' && <Alert tone="error">{errorMessage(domains.error, 'Failed to fetch domains')}</Alert>}
        {domains.status === 'success' && <DomainList domains={domains.data} deletingId={deletingId} onDelete={remove} />}
      </Card>
    </section>
  );
}
