// The Add Project form and the cards as plain values (spec §2 Projects, §5, §9). Pure, so unit tests pin them.
import { splitTags, type CreateProjectBody, type ProjectStatus } from '@agency/contracts/browser';

/** The statuses a project is created with and filtered by (spec §9); the server also knows Completed. */
export const PROJECT_FORM_STATUSES = ['Active', 'Inactive'] as const satisfies readonly ProjectStatus[];

export const PROJECT_REQUIRED = 'Project name, client and domain are required.';
export const BUDGET_INVALID = 'Budget must be a number of dollars (0 or more).';

export interface ProjectValues {
  name: string;
  client: string;
  domain: string;
  status: (typeof PROJECT_FORM_STATUSES)[number];
  /** Comma-separated names, as typed. */
  team: string;
  /** As typed; empty means 0. */
  budget: string;
  payment: string;
}

export const EMPTY_PROJECT: ProjectValues = { name: '', client: '', domain: '', status: 'Active', team: '', budget: '', payment: '' };

function toBudget(text: string): number {
  return text.trim() === '' ? 0 : Number(text);
}

export function checkProject(values: ProjectValues): string | null {
  if (!values.name.trim() || !values.client.trim() || !values.domain) return PROJECT_REQUIRED;
  const budget = toBudget(values.budget);
  if (!Number.isFinite(budget) || budget < 0) return BUDGET_INVALID;
  return null;
}

/** Spec §5: team split on commas, trimmed, empties dropped; budget a number; an empty payment is none. */
export function toCreateProjectBody(values: ProjectValues): CreateProjectBody {
  return {
    name: values.name.trim(),
    client: values.client.trim(),
    domain: values.domain as CreateProjectBody['domain'],
    status: values.status,
    team: splitTags(values.team),
    budget: toBudget(values.budget),
    payment: values.payment.trim() || null,
  };
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 12000 → "$12,000"; cents only when there are some (1250.5 → "$1,250.50"). */
export function formatBudget(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_DOLLARS.format(amount) : CENTS.format(amount);
}

/** The badge colour of a status or a payment state; anything unknown stays neutral. */
export function statusTone(status: string): string {
  if (status === 'Active') return 'badge--success';
  if (status === 'Completed') return 'badge--primary';
  return '';
}

export function paymentTone(payment: string): string {
  const key = payment.trim().toLowerCase();
  if (key === 'paid') return 'badge--success';
  if (key === 'pending' || key === 'due' || key === 'overdue') return 'badge--warning';
  return '';
}
