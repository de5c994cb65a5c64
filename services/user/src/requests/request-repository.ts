import { trusted, type Connection } from 'mongoose';
import { newestFirstAfter, type PagePosition } from '@agency/server-kit';
import type { RequestAssignee, RequestStatus } from '@agency/contracts';
import { getRequestModel } from './request-model';

export interface RequestRecord {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  service: string;
  domainId: string;
  domainName: string | null;
  description: string;
  status: RequestStatus;
  timeline: Array<{ status: RequestStatus; at: Date }>;
  assignees: RequestAssignee[];
  createdAt: Date;
}

export type NewRequest = Pick<RequestRecord, 'userId' | 'userName' | 'userEmail' | 'service' | 'domainId' | 'domainName' | 'description'>;

type RequestLean = Omit<RequestRecord, 'id' | 'createdAt' | 'assignees'> & {
  _id: unknown;
  createdAt?: Date;
  assignees?: RequestAssignee[];
};

const toRecord = (doc: RequestLean): RequestRecord => ({
  id: String(doc._id),
  userId: doc.userId,
  userName: doc.userName ?? '',
  userEmail: doc.userEmail ?? '',
  service: doc.service,
  domainId: doc.domainId,
  domainName: doc.domainName ?? null,
  description: doc.description ?? '',
  status: doc.status,
  timeline: (doc.timeline ?? []).map(({ status, at }) => ({ status, at })),
  assignees: (doc.assignees ?? []).map(({ id, name }) => ({ id, name })),
  createdAt: doc.createdAt ?? new Date(0),
});

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

const statusFilter = (status: RequestStatus, assigned?: boolean) =>
  assigned === undefined ? { status } : { status, 'assignees.0': trusted({ $exists: assigned }) };

export function createRequestRepository(db: Connection) {
  const Request = getRequestModel(db);

  return {
    async insert(request: NewRequest): Promise<RequestRecord> {
      const doc = await Request.create({ ...request, status: 'PENDING', timeline: [{ status: 'PENDING', at: new Date() }] });
      return toRecord(doc.toObject() as RequestLean);
    },

    /** One page of a customer's requests, newest first, strictly after `after` (index userId, createdAt, _id). */
    async listByUser(userId: string, after: PagePosition | null, limit: number): Promise<RequestRecord[]> {
      const docs = await Request.find({ userId, ...newestFirstAfter('createdAt', after) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countByUser: (userId: string) => Request.countDocuments({ userId }),

    /**
     * One page of a queue, newest first, strictly after `after` (index status, createdAt, _id);
     * `assigned` narrows to requests with (true) or without (false) an assignee.
     */
    async listByStatus(status: RequestStatus, after: PagePosition | null, limit: number, assigned?: boolean): Promise<RequestRecord[]> {
      const docs = await Request.find({ ...statusFilter(status, assigned), ...newestFirstAfter('createdAt', after) })
        .sort(NEWEST_FIRST)
        .limit(limit)
        .lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countWithStatus: (status: RequestStatus, assigned?: boolean) => Request.countDocuments(statusFilter(status, assigned)),

    async listLatest(limit: number): Promise<RequestRecord[]> {
      const docs = await Request.find({}).sort(NEWEST_FIRST).limit(limit).lean<RequestLean[]>();
      return docs.map(toRecord);
    },

    countByDomain: (domainId: string) => Request.countDocuments({ domainId }),

    /** One count per status, each answered by the status index (a $group by status would read every request). */
    async countByStatus(statuses: readonly RequestStatus[]): Promise<Record<RequestStatus, number>> {
      const counts = await Promise.all(statuses.map((status) => Request.countDocuments({ status })));
      return Object.fromEntries(statuses.map((status, i) => [status, counts[i]])) as Record<RequestStatus, number>;
    },

    async findById(id: string): Promise<RequestRecord | null> {
      const doc = await Request.findById(id).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },

    /**
     * Adds the member to the request's assignees while its status is one of `open`, in one atomic
     * update (a member already listed is not added twice); false when nothing was added.
     */
    async addAssignee(id: string, open: readonly RequestStatus[], assignee: RequestAssignee): Promise<boolean> {
      const added = await Request.updateOne(
        { _id: id, status: trusted({ $in: [...open] }), 'assignees.id': trusted({ $ne: assignee.id }) },
        { $push: { assignees: assignee } },
      );
      return added.modifiedCount === 1;
    },

    /**
     * Moves a request to `to` only if its status is still one of `from`, in one atomic update: of two
     * concurrent callers exactly one wins, the other gets null.
     */
    async transition(id: string, from: readonly RequestStatus[], to: RequestStatus): Promise<RequestRecord | null> {
      const doc = await Request.findOneAndUpdate(
        { _id: id, status: trusted({ $in: [...from] }) },
        { $set: { status: to }, $push: { timeline: { status: to, at: new Date() } } },
        { returnDocument: 'after' },
      ).lean<RequestLean>();
      return doc ? toRecord(doc) : null;
    },
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;
