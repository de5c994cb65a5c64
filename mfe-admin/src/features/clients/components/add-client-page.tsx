import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApiQuery, useQueryClient } from '@agency/query';
import { Alert, Button, Card, Field, buttonClass } from '@agency/ui';
import { errorMessage, isSlowAnswer, usePageTitle, useSubmissionKey } from '@agency/web-kit';
import { createClient } from '../api/create-client';
import { clientsKey } from '../api/list-clients';
import { domainsKey, listDomains } from '../../../api/list-domains';
import { EMPTY_CLIENT, checkClient, toCreateClientBody, type ClientValues } from './client-form';
import './clients.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

/** /admin/add-client (spec §2 Add Client): Client Name, Domain (by name), Description; Cancel resets. */
export default function AddClientPage() {
  usePageTitle('Add Client');
  const queries = useQueryClient();
  const domains = useApiQuery(domainsKey, listDomains);
  const [values, setValues] = useState<ClientValues>(EMPTY_CLIENT);
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();
  const id = useId();
  const set = (key: keyof ClientValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problem = checkClient(values);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setNotice(null);
    setSaving(true);
    try {
      const body = toCreateClientBody(values);
      await createClient(body, submission.keyFor(body));
      submission.reset();
      setValues(EMPTY_CLIENT);
      setNotice({ tone: 'success', text: 'Client added successfully!' });
      void queries.invalidateQueries({ queryKey: clientsKey });
    } catch (error) {
      setNotice({ tone: isSlowAnswer(error) ? 'info' : 'error', text: errorMessage(error, 'Failed to add client') });
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    setValues(EMPTY_CLIENT);
    setNotice(null);
  };

  return (
    <section className="stack admin-clients">
      <div className="admin-clients__head">
        <h1 className="admin-page__title admin-clients__title">Add Client</h1>
        <Link to="/admin/clients" className={buttonClass('secondary', 'sm')}>
          View all clients
        </Link>
      </div>
      <Card>
        <form className="admin-client-form" onSubmit={submit} noValidate>
          {notice && (
            <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
          <Field
            label="Client Name"
            markRequired
            id={`${id}-name`}
            value={values.clientName}
            onChange={(event) => set('clientName')(event.target.value)}
            autoComplete="organization"
            required
          />
          <Field
            as="select"
            label="Domain"
            markRequired
            id={`${id}-domain`}
            value={values.domain}
            onChange={(event) => set('domain')(event.target.value)}
            required
            aria-describedby={domains.status === 'error' ? `${id}-domain-error` : undefined}
          >
            <option value="">{domains.status === 'loading' ? 'Loading domains...' : 'Select a domain'}</option>
            {domains.status === 'success' &&
              domains.data.map((domain) => (
                <option key={domain.domain_id} value={domain.name}>
                  {domain.name}
                </option>
              ))}
          </Field>
          {/* Not the Field's error: an alert with a Retry button, about the list rather than the value. */}
          {domains.status === 'error' && (
            <p id={`${id}-domain-error`} className="admin-client-form__error" role="alert">
              Unable to load domains.{' '}
              <Button variant="ghost" size="sm" onClick={domains.reload}>
                Retry
              </Button>
            </p>
          )}
          <Field
            as="textarea"
            label="Description"
            markRequired
            id={`${id}-description`}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            required
          />
          <div className="admin-client-form__actions">
            <Button variant="secondary" onClick={reset}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add Client
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
