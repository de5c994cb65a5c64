import { INSIGHTS_EXPORTS, insightsExportFilename, type InsightsExport } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** Long enough for a year of requests streaming from devdb (100,000 rows took about 20 s there). */
const EXPORT_TIMEOUT_MS = 120_000;

/** The export's address for a period (what the link shows) and the name its file is saved under. */
export function exportLink(name: InsightsExport, period: { from: string; to: string }) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return { href: `${INSIGHTS_EXPORTS[name]}?${query.toString()}`, filename: insightsExportFilename(name, period) };
}

/** GET one CSV export (admin token): the file's bytes, or an ApiError. */
export function downloadExport(href: string): Promise<Blob> {
  return apiRequest<Blob>(href, { responseType: 'blob', timeoutMs: EXPORT_TIMEOUT_MS });
}
