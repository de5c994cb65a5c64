import { useApiQuery } from '@agency/query';
import { Alert } from '@agency/ui';
import { getFailedMail } from '../api/get-failed-mail';

/** E-mails the mail server refused for good (a wrong address, a blocked sender): nothing while there are none. */
export function FailedMailNotice() {
  const failed = useApiQuery(['admin', 'dashboard', 'failed-mail'], getFailedMail);
  if (failed.status !== 'success' || failed.data.count === 0) return null;
  const { count, mails } = failed.data;
  return (
    <Alert tone="info">
      <p>{`${count} e-mail${count === 1 ? '' : 's'} could not be delivered`}</p>
      <ul className="admin-dash__failed-mail" aria-label="E-mails not delivered">
        {mails.map((mail) => (
          <li key={mail.id}>
            {mail.to}: {mail.subject}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
