import { Router } from 'express';
import {
  INSIGHTS_EXPORTS,
  insightsExportFilename,
  insightsPeriodQuerySchema,
  periodBounds,
  type Client,
  type ContactMessage,
} from '@agency/contracts';
import { sendCsv, type CsvColumn, type RequireAuth } from '@agency/server-kit';
import type { ClientRepository } from '../clients/client-repository';
import type { ContactMessageRepository } from '../contact/contact-message-repository';
import { showMemberLoad, type InsightsDeps, type MemberLoadRow } from '../insights/show-insights';

const CLIENT_COLUMNS: Array<CsvColumn<Client>> = [
  { header: 'Client ID', value: (c) => c.client_id },
  { header: 'Added at', value: (c) => new Date(c.created_at) },
  { header: 'Client', value: (c) => c.clientName },
  { header: 'Domain', value: (c) => c.domain },
  { header: 'Description', value: (c) => c.description },
];

const CONTACT_COLUMNS: Array<CsvColumn<ContactMessage>> = [
  { header: 'Message ID', value: (m) => m.message_id },
  { header: 'Received at', value: (m) => new Date(m.created_at) },
  { header: 'Name', value: (m) => m.name },
  { header: 'E-mail', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
  { header: 'Read', value: (m) => (m.read ? 'yes' : 'no') },
];

const HOUR_MS = 3_600_000;
const LOAD_COLUMNS: Array<CsvColumn<MemberLoadRow>> = [
  { header: 'Member', value: (m) => m.name },
  { header: 'Member ID', value: (m) => m.memberId },
  { header: 'Open tasks', value: (m) => m.open },
  { header: 'Completed in period', value: (m) => m.completed },
  // Hours as a number (two decimals), which a spreadsheet can sum and chart.
  { header: 'Median hours to complete', value: (m) => (m.medianMs === null ? null : Math.round(m.medianMs / (HOUR_MS / 100)) / 100) },
];

interface Deps extends Pick<InsightsDeps, 'owners' | 'names'> {
  clients: ClientRepository;
  messages: ContactMessageRepository;
  requireAuth: RequireAuth;
}

/**
 * The Insights page's CSV exports of this service's own rows for a period (the requests' export is the
 * user service's). Clients and messages stream a page at a time from the database; the member load is
 * one row per member, the same join of the member service's figures and the profiles' names as the page.
 */
export function createExportRoutes({ clients, messages, requireAuth, ...load }: Deps): Router {
  const router = Router();
  const adminOnly = requireAuth(['admin']);

  router.get(INSIGHTS_EXPORTS.clients, adminOnly, async (req, res) => {
    const period = insightsPeriodQuerySchema.parse(req.query);
    const { start, end } = periodBounds(period.from, period.to);
    const filename = insightsExportFilename('clients', period);
    await sendCsv(res, { filename, columns: CLIENT_COLUMNS, rows: clients.addedBetween(start, end) });
  });

  router.get(INSIGHTS_EXPORTS['contact-messages'], adminOnly, async (req, res) => {
    const period = insightsPeriodQuerySchema.parse(req.query);
    const { start, end } = periodBounds(period.from, period.to);
    const filename = insightsExportFilename('contact-messages', period);
    await sendCsv(res, { filename, columns: CONTACT_COLUMNS, rows: messages.receivedBetween(start, end) });
  });

  router.get(INSIGHTS_EXPORTS['member-load'], adminOnly, async (req, res) => {
    const period = insightsPeriodQuerySchema.parse(req.query);
    const filename = insightsExportFilename('member-load', period);
    await sendCsv(res, { filename, columns: LOAD_COLUMNS, rows: await showMemberLoad(load, period) });
  });

  return router;
}
