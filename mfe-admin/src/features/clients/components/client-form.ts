// The Add Client form as plain values (spec §2 Add Client, §5): the check before the call and the body sent.
import { ADD_CLIENT_REQUIRED, type CreateClientBody } from '@agency/contracts/browser';

export interface ClientValues {
  clientName: string;
  domain: string;
  description: string;
}

export const EMPTY_CLIENT: ClientValues = { clientName: '', domain: '', description: '' };

export function checkClient(values: ClientValues): string | null {
  return values.clientName.trim() && values.domain.trim() && values.description.trim() ? null : ADD_CLIENT_REQUIRED;
}

export function toCreateClientBody(values: ClientValues): CreateClientBody {
  return { clientName: values.clientName.trim(), domain: values.domain, description: values.description.trim() };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2025"; an unreadable date shows nothing rather than "Invalid Date". */
export function formatAddedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
