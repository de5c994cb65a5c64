import type { Response } from 'express';

// CSV exports (RFC 4180): a header row, CRLF line ends, fields quoted when they hold a comma, a quote or a
// line break. UTF-8 with a byte order mark, which is how Excel tells UTF-8 from the local code page
// (without it "Zoë" opens as "ZoÃ«"). Dates are written as ISO 8601 in UTC, which every spreadsheet and
// script reads the same way whatever its locale.

/** One column of an export: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a leading
// apostrophe makes it text. Tab and carriage return are on OWASP's list too. Numbers are never touched,
// so a negative figure stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as it is written: text neutralised and quoted as needed, dates as ISO 8601, nothing for null. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

// Rows are gathered into chunks of about this size before a write: one write per row costs a syscall and
// a chunk header each, and 64 KB is what an HTTP socket takes in one go anyway.
const CHUNK_CHARS = 64 * 1024;

/** Resolves when the socket takes more (drain) or when it is gone (close): the caller then checks which. */
const drainedOrClosed = (res: Response) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

/**
 * Streams `rows` to the caller as a CSV attachment. Rows are pulled one at a time (a database cursor's
 * batches), written in chunks, and the next chunk waits for the socket to drain, so memory holds about one
 * batch whatever the number of rows. When the caller goes away, the loop stops and the iterator is
 * returned (a cursor closes). The first row is read before anything is sent, so a query that fails at once
 * still answers the JSON error; a failure later cuts the connection (error middleware), so a truncated
 * file never looks complete.
 */
export async function sendCsv<T>(
  res: Response,
  { filename, columns, rows }: { filename: string; columns: ReadonlyArray<CsvColumn<T>>; rows: AsyncIterable<T> | Iterable<T> },
): Promise<void> {
  const iterator = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : toAsync(rows[Symbol.iterator]());
  let gone = false;
  res.once('close', () => (gone = !res.writableFinished));
  try {
    let next = await iterator.next();
    res.status(200);
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
    });
    let chunk = CSV_BOM + csvLine(columns.map((c) => c.header));
    let first = true;
    while (!next.done && !gone) {
      chunk += csvLine(columns.map((c) => c.value(next.value as T)));
      // The header and first row go at once, so the download starts while the rest is read.
      if (first || chunk.length >= CHUNK_CHARS) {
        first = false;
        if (!res.write(chunk)) await drainedOrClosed(res);
        chunk = '';
        if (gone) break;
      }
      next = await iterator.next();
    }
    if (gone) return;
    res.end(chunk);
  } finally {
    // A loop left early (caller gone, or a throw): release the source, e.g. close the cursor.
    if (gone || !res.writableEnded) await iterator.return?.().catch(() => undefined);
  }
}

function toAsync<T>(it: Iterator<T>): AsyncIterator<T> {
  return { next: async () => it.next(), return: async () => it.return?.() ?? { done: true, value: undefined } };
}
