import { Router } from 'express';
import { INSIGHTS_EXPORTS, insightsExportFilename, insightsPeriodQuerySchema, periodBounds, type RequestStatus } from '@agency/contracts';
import { sendCsv, type CsvColumn, type RequireAuth } from '@agency/server-kit';
import type { RequestExportRepository, RequestExportRow } from './request-export-repository';

const STATUS_LABELS: Record<RequestStatus, string> = {
  PENDING: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  in_progress: 'In progress',
  completed: 'Completed',
  withdrawn: 'Withdrawn by the customer',
};

/** When the request first reached `status`, from its timeline. */
const firstAt = (row: RequestExportRow, status: RequestStatus) => row.timeline.find((t) => t.status === status)?.at;

const COLUMNS: Array<CsvColumn<RequestExportRow>> = [
  { header: 'Request ID', value: (r) => r.id },
  { header: 'Filed at', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => STATUS_LABELS[r.status] ?? r.status },
  { header: 'Domain', value: (r) => r.domainName ?? 'Unknown domain' },
  { header: 'Service', value: (r) => r.service },
  { header: 'Requester', value: (r) => r.userName },
  { header: 'Requester e-mail', value: (r) => r.userEmail },
  { header: 'Assignees', value: (r) => r.assignees.join('; ') },
  { header: 'Approved at', value: (r) => firstAt(r, 'approved') },
  { header: 'Rejected at', value: (r) => firstAt(r, 'rejected') },
  { header: 'Started at', value: (r) => firstAt(r, 'in_progress') },
  { header: 'Completed at', value: (r) => firstAt(r, 'completed') },
  { header: 'Description', value: (r) => r.description },
];

/**
 * The admin's CSV of the requests filed in a period, served here where the requests are: this service
 * checks the admin token itself, so the file streams from the cursor to the gateway with no hop between.
 */
export function createExportRoutes({ exports, requireAuth }: { exports: RequestExportRepository; requireAuth: RequireAuth }): Router {
  const router = Router();
  router.get(INSIGHTS_EXPORTS.requests, requireAuth(['admin']), async (req, res) => {
    const period = insightsPeriodQuerySchema.parse(req.query);
    const { start, end } = periodBounds(period.from, period.to);
    await sendCsv(res, {
      filename: insightsExportFilename('requests', period),
      columns: COLUMNS,
      rows: exports.filedBetween(start, end),
    });
  });
  return router;
}
