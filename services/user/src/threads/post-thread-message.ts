import { postThreadMessageBodySchema, THREAD_FILE_MAX_COUNT, type ThreadMessage } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import type { RequestRecord, RequestRepository } from '../requests/request-repository';
import { presentMessage } from './present-message';
import { sniffFileType, SNIFF_BYTES } from './sniff-file-type';
import { findVisibleRequest, type Viewer } from './thread-access';
import type { ThreadFileStore } from './thread-file-store';
import type { StoredFile, ThreadRepository } from './thread-repository';
import type { MessageUpload } from './read-message-upload';
import type { Notifier } from '../notifications/notifier';

export const ACCEPTED_TYPES_TEXT = 'PDF, PNG, JPEG, WebP, plain text, ZIP or Office documents';

interface Deps {
  requests: Pick<RequestRepository, 'findById'>;
  threads: Pick<ThreadRepository, 'insert' | 'newId'>;
  files: Pick<ThreadFileStore, 'save' | 'remove'>;
  /** Told of each stored message (live updates); handles its own failures (the post stands). */
  onPosted?: (message: ThreadMessage, request: RequestRecord) => Promise<void> | void;
  /** E-mails of the message, held before it is written and released after. */
  notifier?: Notifier;
}

/** Judges every file before any is stored: one bad file refuses the whole post. */
function checkFiles(upload: MessageUpload) {
  if (upload.tooMany || upload.files.length > THREAD_FILE_MAX_COUNT) {
    throw new AppError('TOO_MANY_FILES', `Attach at most ${THREAD_FILE_MAX_COUNT} files to one message.`, 400);
  }
  return upload.files.map((file) => {
    if (file.tooLarge) throw new AppError('FILE_TOO_LARGE', `"${file.name}" is larger than 10 MB. Each file can be at most 10 MB.`, 413);
    const type = sniffFileType(file.data.subarray(0, SNIFF_BYTES), file.name, file.data.length <= SNIFF_BYTES);
    if (!type) throw new AppError('UNSUPPORTED_FILE_TYPE', `"${file.name}" is not a file type we accept (${ACCEPTED_TYPES_TEXT}).`, 415);
    return { ...file, type };
  });
}

/**
 * Adds a message to the thread of a request the author can see. The upload is read only after access
 * is granted (a stranger cannot make the service read 50 MB), and files are stored only once the whole
 * post passed; if storing the message fails, the stored files are removed again.
 */
export async function postThreadMessage(deps: Deps, author: Viewer, requestId: string, readUpload: () => Promise<MessageUpload>) {
  const request = await findVisibleRequest(deps, author, requestId);
  const upload = await readUpload();
  const { body } = postThreadMessageBodySchema.parse({ body: upload.body ?? '' });
  const accepted = checkFiles(upload);
  if (!body && accepted.length === 0) throw new AppError('VALIDATION_FAILED', 'Write a message or attach a file.', 400);

  const stored: StoredFile[] = [];
  let message: ThreadMessage;
  try {
    for (const file of accepted) {
      const fileId = await deps.files.save(file.data, file.name, { requestId, type: file.type });
      stored.push({ fileId, name: file.name, type: file.type, size: file.data.length });
    }
    const id = deps.threads.newId();
    const insert = () =>
      deps.threads.insert({ requestId, authorId: author.id, authorName: author.name, authorRole: author.role, body, files: stored }, id);
    const event = {
      key: `thread.message:${id}`,
      type: 'thread.message' as const,
      requestId,
      message: { id, authorId: author.id, authorName: author.name, authorRole: author.role, body, fileCount: stored.length },
    };
    message = presentMessage(deps.notifier ? await deps.notifier.around(event, insert) : await insert());
  } catch (err) {
    await deps.files.remove(stored.map((file) => file.fileId));
    throw err;
  }
  await deps.onPosted?.(message, request);
  return message;
}
