import { postThreadMessageBodySchema, THREAD_FILE_MAX_COUNT, type ThreadMessage } from '@agency/contracts';
import { AppError, type EmbeddedMessageRelay } from '@agency/server-kit';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';
import { presentMessage } from './present-message';
import { sniffFileType, SNIFF_BYTES } from './sniff-file-type';
import { findVisibleRequest, type Viewer } from './thread-access';
import type { ThreadFileStore } from './thread-file-store';
import type { StoredFile, ThreadRepository } from './thread-repository';
import type { MessageUpload } from './read-message-upload';
import { EVENT_WRITER_LEASE_MS, eventMessage } from '../notifications/notification-event';
import { cleanFileName, safeFileName } from './safe-file-name';
import type { UploadQuotaRepository } from './upload-quota-repository';

export const ACCEPTED_TYPES_TEXT = 'PDF, PNG, JPEG, WebP, plain text, ZIP or Office documents';

interface Deps {
  requests: Pick<RequestRepository, 'findById'>;
  threads: Pick<ThreadRepository, 'insert' | 'newId' | 'remove' | 'storedId'>;
  files: Pick<ThreadFileStore, 'save' | 'remove'>;
  /** Each account's file storage, and how much it may hold. */
  quota: Pick<UploadQuotaRepository, 'reserve' | 'release'>;
  quotaBytes: number;
  /** Told of each stored message (live updates); handles its own failures (the post stands). */
  onPosted?: (message: ThreadMessage, request: RequestRecord) => Promise<void> | void;
  /** Hands on the e-mail event the message carries (the app's relay for thread messages). */
  relay: Pick<EmbeddedMessageRelay, 'deliverNow'>;
}

/** Judges every file before any is stored: one bad file refuses the whole post. */
function checkFiles(upload: MessageUpload) {
  if (upload.tooMany || upload.files.length > THREAD_FILE_MAX_COUNT) {
    throw new AppError('TOO_MANY_FILES', `Attach at most ${THREAD_FILE_MAX_COUNT} files to one message.`, 400);
  }
  return upload.files.map((file) => {
    const shown = cleanFileName(file.name);
    if (file.tooLarge) throw new AppError('FILE_TOO_LARGE', `"${shown}" is larger than 10 MB. Each file can be at most 10 MB.`, 413);
    const type = sniffFileType(file.data.subarray(0, SNIFF_BYTES), shown, file.data.length <= SNIFF_BYTES);
    if (!type) throw new AppError('UNSUPPORTED_FILE_TYPE', `"${shown}" is not a file type we accept (${ACCEPTED_TYPES_TEXT}).`, 415);
    return { data: file.data, name: safeFileName(file.name, type), type };
  });
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Reserves the post's bytes in the author's quota before anything is stored (staff have one too). */
async function reserveQuota(deps: Pick<Deps, 'quota' | 'quotaBytes'>, accountId: string, bytes: number): Promise<void> {
  const reservation = await deps.quota.reserve(accountId, bytes, deps.quotaBytes);
  if (reservation.reserved) return;
  throw new AppError(
    'UPLOAD_QUOTA_EXCEEDED',
    `You have used ${mb(reservation.usedBytes)} of your ${mb(deps.quotaBytes)} for files, and these files need ${mb(bytes)}. ` +
      'Send smaller files, or ask us in a message to raise your limit.',
    413,
  );
}

// Nobody is waiting for this answer (the caller or the gateway hung up): nothing may be stored. 408 is
// an answer the idempotency store forgets, so a retry with the same key runs again.
function stopIfAbandoned(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('BAD_REQUEST', 'The upload was cancelled before it was stored. Please send it again.', 408);
}

/**
 * Adds a message to the thread of a request the author can see. The upload is read only after access
 * is granted (a stranger cannot make the service read 50 MB), its bytes are reserved in the author's
 * quota, and files are stored only once the whole post passed. If storing fails or the caller leaves
 * (`abandoned`) before the message is written, the stored files and the reservation are given back.
 */
export async function postThreadMessage(
  deps: Deps,
  author: Viewer,
  requestId: string,
  readUpload: () => Promise<MessageUpload>,
  abandoned?: AbortSignal,
) {
  const request = await findVisibleRequest(deps, author, requestId);
  const upload = await readUpload();
  const { body } = postThreadMessageBodySchema.parse({ body: upload.body ?? '' });
  const accepted = checkFiles(upload);
  if (!body && accepted.length === 0) throw new AppError('VALIDATION_FAILED', 'Write a message or attach a file.', 400);
  const bytes = accepted.reduce((sum, file) => sum + file.data.length, 0);
  if (bytes > 0) await reserveQuota(deps, author.id, bytes);

  const stored: StoredFile[] = [];
  let message: ThreadMessage;
  try {
    for (const file of accepted) {
      stopIfAbandoned(abandoned);
      const fileId = await deps.files.save(file.data, file.name, { requestId, type: file.type });
      stored.push({ fileId, name: file.name, type: file.type, size: file.data.length });
    }
    message = await insertMessage(deps, author, requestId, body, stored, abandoned);
  } catch (err) {
    await deps.files.remove(stored.map((file) => file.fileId));
    if (bytes > 0) await deps.quota.release(author.id, bytes).catch(() => undefined);
    throw err;
  }
  await deps.onPosted?.(message, request);
  return message;
}

/**
 * Writes the message with its e-mail event in it (one insert), then hands the event on. One abandoned
 * meanwhile is taken back, and its event with it, before anything was handed on.
 */
async function insertMessage(deps: Deps, author: Viewer, requestId: string, body: string, files: StoredFile[], abandoned?: AbortSignal) {
  const id = deps.threads.newId();
  const event = eventMessage({
    key: `thread.message:${id}`,
    type: 'thread.message',
    requestId,
    message: { id, authorId: author.id, authorName: author.name, authorRole: author.role, body, fileCount: files.length },
  });
  stopIfAbandoned(abandoned);
  const record = await deps.threads.insert(
    { requestId, authorId: author.id, authorName: author.name, authorRole: author.role, body, files },
    id,
    [event],
    EVENT_WRITER_LEASE_MS,
  );
  if (abandoned?.aborted) await deps.threads.remove(id);
  stopIfAbandoned(abandoned);
  await deps.relay.deliverNow(deps.threads.storedId(id), [event]);
  return presentMessage(record);
}
