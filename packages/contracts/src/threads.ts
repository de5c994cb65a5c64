import { z } from 'zod';
import { pageQueryOf } from './paging';
import { roleSchema } from './auth';
import { REQUEST_STATUSES } from './constants/requests';

import { THREAD_FILE_MAX_COUNT, THREAD_FILE_TYPES, THREAD_MESSAGE_MAX_LENGTH, THREAD_PAGE_DEFAULT_LIMIT } from './constants/threads';

export const threadFileSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  /** The type the content was recognised as (never the one the uploader claimed). */
  type: z.enum(THREAD_FILE_TYPES),
  size: z.number(),
});
export type ThreadFile = z.infer<typeof threadFileSchema>;

export const threadMessageSchema = z.object({
  message_id: z.string(),
  request_id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string(), role: roleSchema }),
  created_at: z.string(),
  files: z.array(threadFileSchema),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/**
 * GET /api/user/requests/:id/thread: one page of the newest messages, oldest first within the page
 * (newest at the bottom); `nextCursor` (null at the start of the thread) asks for the older ones.
 */
export const threadPageSchema = z.object({ messages: z.array(threadMessageSchema), nextCursor: z.string().nullable() });
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadPageQuerySchema = pageQueryOf(THREAD_PAGE_DEFAULT_LIMIT);

/** POST /api/user/requests/:id/thread: JSON `{ body }`, or multipart with a `body` field and up to 5 `files`. */
export const postThreadMessageBodySchema = z.object({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .max(THREAD_MESSAGE_MAX_LENGTH, `Message is too long (at most ${THREAD_MESSAGE_MAX_LENGTH} characters)`)
    .default(''),
});
export type PostThreadMessageBody = z.input<typeof postThreadMessageBodySchema>;

/** The multipart form of a post, for the API document (the service reads it as a stream). */
export const postThreadMessageUploadSchema = z.object({
  body: z.string().max(THREAD_MESSAGE_MAX_LENGTH).optional(),
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .max(THREAD_FILE_MAX_COUNT)
    .optional()
    .meta({ description: 'Up to 5 files of at most 10 MB each: PDF, PNG, JPEG, WebP, plain text, ZIP or Office documents.' }),
});

/** GET /api/user/threads/unread: messages by others the caller has not read, per request and in all. */
export const unreadThreadsSchema = z.object({
  total: z.number(),
  requests: z.array(z.object({ request_id: z.string(), unread: z.number() })),
});
export type UnreadThreads = z.infer<typeof unreadThreadsSchema>;

/**
 * GET /api/user/threads/events, besides messages: `event: request.changed` when a request the caller can
 * see changed status or assignees, `event: tasks.changed` to a member when a task of theirs was made.
 * They say what changed, not the new data: the page reads it again.
 */
export const requestChangedEventSchema = z.object({ request_id: z.string(), status: z.enum(REQUEST_STATUSES) });
export type RequestChangedEvent = z.infer<typeof requestChangedEventSchema>;

export const tasksChangedEventSchema = z.object({ request_id: z.string() });
export type TasksChangedEvent = z.infer<typeof tasksChangedEventSchema>;
