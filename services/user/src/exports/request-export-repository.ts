import type { Connection } from 'mongoose';
import type { RequestStatus } from '@agency/contracts';
import { walkOldestFirst } from '@agency/server-kit';

export interface RequestExportRow {
  id: string;
  createdAt: Date;
  status: RequestStatus;
  domainName: string | null;
  service: string;
  description: string;
  userName: string;
  userEmail: string;
  assignees: string[];
  timeline: Array<{ status: RequestStatus; at: Date }>;
}

/** The requests filed in [start, end), oldest first, a page at a time along the createdAt index. */
export function createRequestExportRepository(db: Connection) {
  const requests = db.collection('service_requests');
  return {
    async *filedBetween(start: Date, end: Date): AsyncGenerator<RequestExportRow> {
      const docs = walkOldestFirst(
        requests,
        { createdAt: { $gte: start, $lt: end } },
        {
          field: 'createdAt',
          projection: {
            createdAt: 1,
            status: 1,
            domainName: 1,
            service: 1,
            description: 1,
            userName: 1,
            userEmail: 1,
            assignees: 1,
            timeline: 1,
          },
        },
      );
      for await (const doc of docs)
        yield {
          id: String(doc._id),
          createdAt: doc.createdAt as Date,
          status: doc.status as RequestStatus,
          domainName: (doc.domainName as string | null) ?? null,
          service: String(doc.service ?? ''),
          description: String(doc.description ?? ''),
          userName: String(doc.userName ?? ''),
          userEmail: String(doc.userEmail ?? ''),
          assignees: ((doc.assignees as Array<{ name?: string }> | undefined) ?? []).map((a) => a.name ?? ''),
          timeline: (doc.timeline as RequestExportRow['timeline'] | undefined) ?? [],
        };
    },
  };
}

export type RequestExportRepository = ReturnType<typeof createRequestExportRepository>;
