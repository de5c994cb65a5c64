import { z } from 'zod';

// Short printable text only: every field ends up in one log line of the gateway.
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\x20-\x7e]*$/, 'printable ASCII only');

/**
 * POST /api/client-errors (the gateway's own route): code a page needs (a remote's entry, a page chunk or
 * its CSS, one of the shell's own pages) failed to load in a browser, after its tries.
 */
export const clientErrorReportSchema = z.strictObject({
  kind: z.literal('page-code'),
  /** `shell` or a remote's name (`mfe_public`). */
  remote: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  /** The path of the file that failed, or `unknown`. */
  file: printable(300).min(1),
  /** The release the browser was running: the remote's manifest buildVersion, or the shell's main script. */
  release: printable(100).min(1),
  /** The page (path) being opened. */
  page: printable(300).startsWith('/'),
  message: printable(300).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
