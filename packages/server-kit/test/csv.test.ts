import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { csvField, csvLine, sendCsv, type CsvColumn } from '../src/csv';

const COLUMNS: Array<CsvColumn<{ name: string; n: number; at: Date }>> = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.n },
  { header: 'Filed at', value: (r) => r.at },
];

async function serve(handler: express.RequestHandler) {
  const app = express();
  app.get('/export', handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export`, close: () => server.close() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('csv fields', () => {
  test('when a value holds a comma, a quote or a line break, then it is quoted with its quotes doubled (RFC 4180)', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\rhere"\r\n');
  });

  test('when a text starts with =, +, -, @, tab or CR, then it is prefixed with an apostrophe so a spreadsheet shows it as text', () => {
    expect(['=cmd|"/c calc"!A1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      `"'=cmd|""/c calc""!A1"`,
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  test('when a value is a number, a date or missing, then it is the number, the ISO 8601 instant in UTC, or empty', () => {
    expect(csvLine([-5, 1.5, new Date('2026-11-01T09:30:00+02:00'), null, undefined, true])).toBe(
      '-5,1.5,2026-11-01T07:30:00.000Z,,,true\r\n',
    );
  });
});

describe('sendCsv', () => {
  test('when rows are sent, then the answer is a UTF-8 CSV attachment with a BOM, a header row and names byte for byte', async () => {
    const server = await serve(async (_req, res) => {
      const rows = [
        { name: 'Zoë', n: 1, at: new Date('2026-11-02T10:00:00Z') },
        { name: 'Priya Sharma', n: 2, at: new Date('2026-11-03T10:00:00Z') },
      ];
      await sendCsv(res, { filename: 'requests-2026-11-01-to-2026-11-30.csv', columns: COLUMNS, rows });
    });
    const res = await fetch(server.url);
    server.close();
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="requests-2026-11-01-to-2026-11-30.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from([0x5a, 0x6f, 0xc3, 0xab]))).toBe(true); // "Zoë" in UTF-8
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Name,Count,Filed at\r\nZoë,1,2026-11-02T10:00:00.000Z\r\nPriya Sharma,2,2026-11-03T10:00:00.000Z\r\n',
    );
  });

  test('when there are no rows, then the file is the BOM and the header row', async () => {
    const server = await serve(async (_req, res) => sendCsv(res, { filename: 'x.csv', columns: COLUMNS, rows: [] }));
    const text = await (await fetch(server.url)).text();
    server.close();
    expect(text).toBe('Name,Count,Filed at\r\n'); // fetch's text() drops the BOM
  });

  test('when the source fails before its first row, then the caller gets the error answer, not an empty file', async () => {
    const server = await serve(async (_req, res) => {
      async function* failing(): AsyncGenerator<{ name: string; n: number; at: Date }> {
        throw new Error('cursor failed');
      }
      await sendCsv(res, { filename: 'x.csv', columns: COLUMNS, rows: failing() }).catch(() => res.status(503).json({ code: 'X' }));
    });
    const res = await fetch(server.url);
    server.close();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'X' });
  });

  test('when the caller stops reading, then rows stop being pulled; when it goes away, then the source is closed', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          pulled += 1;
          yield { name: `Person ${pulled} with a fairly long name to fill the socket`, n: pulled, at: new Date(0) };
        }
      } finally {
        closed = true;
      }
    }
    const server = await serve(async (_req, res) => sendCsv(res, { filename: 'x.csv', columns: COLUMNS, rows: endless() }));
    const answer = await new Promise<IncomingMessage>((resolve) => get(server.url, resolve));
    answer.pause(); // a client that reads nothing more
    await wait(300);
    const whilePaused = pulled;
    await wait(300);
    // The socket buffers hold a few MB at most: far fewer rows than an endless source would give.
    expect(pulled).toBe(whilePaused);
    expect(pulled).toBeLessThan(200_000);
    answer.destroy();
    for (let i = 0; i < 50 && !closed; i++) await wait(20);
    server.close();
    expect(closed).toBe(true);
  });
});
