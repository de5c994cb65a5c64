import { Router, type Request, type RequestHandler, type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { threadPageQuerySchema, type Role } from '@agency/contracts';
import type { EmbeddedMessageRelay } from '@agency/server-kit';
import type { RequestRepository } from '../requests/request-repository';
import { downloadThreadFile } from './download-thread-file';
import { listThreadMessages } from './list-thread-messages';
import { postThreadMessage } from './post-thread-message';
import { readMessageUpload } from './read-message-upload';
import type { Viewer } from './thread-access';
import type { ThreadFileStore } from './thread-file-store';
import type { ThreadReadRepository } from './thread-read-repository';
import type { ThreadRepository } from './thread-repository';
import type { UploadQuotaRepository } from './upload-quota-repository';
import { countUnreadThreads, markThreadRead } from './unread-threads';

interface Deps {
  requests: Pick<RequestRepository, 'findById' | 'listIdsVisibleTo'>;
  threads: ThreadRepository;
  reads: ThreadReadRepository;
  files: ThreadFileStore;
  quota: UploadQuotaRepository;
  /** What one account's files may take in all (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
  /** The rates of posts with files and of text messages per account (counted in the database, so across replicas). */
  limitUploads: RequestHandler;
  limitTexts: RequestHandler;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  onPosted?: Parameters<typeof postThreadMessage>[0]['onPosted'];
  /** Hands on the e-mail event each message carries (the relay for thread messages). */
  relay: Pick<EmbeddedMessageRelay, 'deliverNow'>;
}

/** A request's thread: read it (GET), or post to it as JSON or, with files, as multipart (POST). */
export const THREAD_PATH = '/api/user/requests/:id/thread';

const viewerOf = (req: Request): Viewer => ({ id: req.auth!.sub, name: req.auth!.name, role: req.auth!.role });

/** Aborts when the connection closes before the answer went out: the caller (or the gateway) gave up. */
function abandonedSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

// RFC 6266: an ASCII fallback name and the exact one in UTF-8.
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A request's thread. Customers, admins and members reach it here with their own token through the
 * gateway; who may see which thread is decided from the request itself (owner, assignees), so no other
 * service is asked and each service still deploys alone (services/user/README.md, "Routes in detail").
 */
export function createThreadRoutes(deps: Deps): Router {
  const { requests, threads, reads, files, quota, quotaBytes, limitUploads, limitTexts, requireAuth, onPosted, relay } = deps;
  const router = Router();
  const signedIn = requireAuth(['user', 'member', 'admin']);
  // Each post counts against one rate before it is read: with files (multipart) the hourly one, text the per-minute one.
  const limitPosts: RequestHandler = (req, res, next) => (req.is('multipart/form-data') ? limitUploads : limitTexts)(req, res, next);

  router.get(THREAD_PATH, signedIn, async (req, res) => {
    const page = threadPageQuerySchema.parse(req.query);
    res.json(await listThreadMessages({ requests, threads }, viewerOf(req), String(req.params.id), page));
  });

  router.post(THREAD_PATH, signedIn, limitPosts, async (req, res) => {
    // JSON for a text-only message (already parsed by the app); multipart when files come along.
    const readUpload = req.is('multipart/form-data')
      ? () => readMessageUpload(req)
      : async () => ({ body: (req.body as { body?: unknown } | undefined)?.body, files: [], tooMany: false });
    const post = { requests, threads, files, quota, quotaBytes, onPosted, relay };
    res.status(201).json(await postThreadMessage(post, viewerOf(req), String(req.params.id), readUpload, abandonedSignal(res)));
  });

  router.get('/api/user/requests/:id/thread/files/:fileId', signedIn, async (req, res) => {
    const file = await downloadThreadFile({ requests, threads, files }, viewerOf(req), String(req.params.id), String(req.params.fileId));
    res.set({
      'content-type': file.type,
      'content-length': String(file.length),
      'content-disposition': attachment(file.name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    await pipeline(file.stream, res);
  });

  router.post('/api/user/requests/:id/thread/read', signedIn, async (req, res) => {
    await markThreadRead({ requests, reads }, viewerOf(req), String(req.params.id));
    res.json(await countUnreadThreads({ requests, reads }, viewerOf(req)));
  });

  router.get('/api/user/threads/unread', signedIn, async (req, res) => {
    res.json(await countUnreadThreads({ requests, reads }, viewerOf(req)));
  });

  return router;
}
