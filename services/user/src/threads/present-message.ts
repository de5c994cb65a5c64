import type { ThreadMessage } from '@agency/contracts';
import type { ThreadMessageRecord } from './thread-repository';

export function presentMessage(record: ThreadMessageRecord): ThreadMessage {
  return {
    message_id: record.id,
    request_id: record.requestId,
    body: record.body,
    author: { id: record.authorId, name: record.authorName, role: record.authorRole },
    created_at: record.createdAt.toISOString(),
    files: record.files.map(({ fileId, name, type, size }) => ({ file_id: fileId, name, type, size })),
  };
}
