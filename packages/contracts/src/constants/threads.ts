// Request threads' limits and the file kinds a message may carry (checked by content, not by name).
/** What a message may say: plain text (links are made clickable by the page, never HTML). */
export const THREAD_MESSAGE_MAX_LENGTH = 5000;
export const THREAD_PAGE_DEFAULT_LIMIT = 30;

/** Files on one message: how many, how large, and which kinds (checked by content, not by name). */
export const THREAD_FILE_MAX_COUNT = 5;
export const THREAD_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Text messages (JSON) one account may post per minute: each tells the other side by e-mail (services/user/README.md). */
export const THREAD_TEXT_POSTS_PER_MINUTE = 10;
/** Posts with files (multipart) one account may make per hour (each may be 50 MB to read); text messages do not count. */
export const THREAD_UPLOAD_POSTS_PER_HOUR = 20;
export const THREAD_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'application/zip',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export type ThreadFileType = (typeof THREAD_FILE_TYPES)[number];
