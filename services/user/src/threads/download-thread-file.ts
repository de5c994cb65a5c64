import { isObjectId, notFound } from '@agency/server-kit';
import type { RequestRepository } from '../requests/request-repository';
import { safeFileName } from './safe-file-name';
import { findVisibleRequest, type Viewer } from './thread-access';
import type { ThreadFileStore } from './thread-file-store';
import type { ThreadRepository } from './thread-repository';

interface Deps {
  requests: Pick<RequestRepository, 'findById'>;
  threads: Pick<ThreadRepository, 'findByFile'>;
  files: Pick<ThreadFileStore, 'open'>;
}

/** A file of a thread the viewer can see, with its safe name and the type its content was recognised as. */
export async function downloadThreadFile(deps: Deps, viewer: Viewer, requestId: string, fileId: string) {
  await findVisibleRequest(deps, viewer, requestId);
  const message = isObjectId(fileId) ? await deps.threads.findByFile(requestId, fileId) : null;
  const file = message?.files.find((f) => f.fileId === fileId);
  const stored = file ? await deps.files.open(fileId) : null;
  if (!file || !stored) throw notFound('File');
  return { name: safeFileName(file.name, file.type), type: file.type, length: stored.length, stream: stored.stream };
}
