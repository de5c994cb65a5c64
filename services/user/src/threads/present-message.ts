import type { ThreadMessage } from '@agency/contracts';
import { safeFileName } from './safe-file-name';
import type { ThreadMessageRecord } from './thread-repository';

// Names are made safe again as they leave: files stored before the rule keep their original names.
export function presentMessage(record: ThreadMessageRecord): ThreadMessage {
  return {
    message_id: record.id,
    request_id: record.requestId,
    body: record.body,
    author: { id: record.authorId, name: record.authorName, role: record.authorRole },
    created_at: record.createdAt.toISOString(),
    files: record.files.map(({ fileId, name, type, size }) => ({ file_id: fileId, name: safeFileName(name, type), type, size })),
  };
}
