// The storage quota and the rates of posts (text, and with files), per account; an upload nobody got an answer for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { THREAD_TEXT_POSTS_PER_MINUTE, THREAD_UPLOAD_POSTS_PER_HOUR } from '@agency/contracts';
import { createApp } from '../src/app';
import { asRole, asUser, INTERNAL_TOKEN, keys, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';
import { PDF } from './threads-helpers';

const MB = 1024 * 1024;
const KB = 1024;
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

describe('upload quota and rates of posts', () => {
  let env: RequestsTestEnv;
  let accounts = 0;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_upload_limits');
  });
  afterAll(() => env.stop());

  /** The user service with a quota of `quotaMb` per account (the default is 100 MB). */
  const appWithQuota = (quotaMb: number) =>
    createApp({ db: env.db, jwt: keys, adminUrl: env.admin.url, internalToken: INTERNAL_TOKEN, uploadQuotaBytes: quotaMb * MB });

  /** A customer of their own with an approved request: answers their token and the thread's path. */
  async function customerWithThread() {
    accounts += 1;
    const who = asUser(`64b00000000000000000e${String(accounts).padStart(3, '0')}`);
    const created = await request(env.app)
      .post('/api/user/requests')
      .set(who)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' });
    const id = created.body.req_id as string;
    await request(env.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' });
    return { who, thread: `/api/user/requests/${id}/thread` };
  }

  const storedFileCount = () => env.db.collection('thread_files.files').countDocuments();
  const storedChunkCount = () => env.db.collection('thread_files.chunks').countDocuments();

  test('when an upload would pass the account quota, then 413 with a sentence saying the quota and what to do, and nothing is stored', async () => {
    const app = appWithQuota(1);
    const { who, thread } = await customerWithThread();
    expect(
      (
        await request(app)
          .post(thread)
          .set(who)
          .attach('files', pdfOf(600 * KB), 'first.pdf')
      ).status,
    ).toBe(201);
    const files = await storedFileCount();

    const res = await request(app)
      .post(thread)
      .set(who)
      .field('body', 'more')
      .attach('files', pdfOf(600 * KB), 'second.pdf');

    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      error:
        'You have used 0.6 MB of your 1 MB for files, and these files need 0.6 MB. Send smaller files, or ask us in a message to raise your limit.',
    });
    expect(await storedFileCount()).toBe(files);
    expect((await request(app).get(thread).set(who)).body.messages).toHaveLength(1);
    // A message without files is still welcome.
    expect((await request(app).post(thread).set(who).send({ body: 'Please raise my limit' })).status).toBe(201);
  });

  test('when posts with files arrive in parallel, then together they never pass the quota', async () => {
    const app = appWithQuota(1);
    const { who, thread } = await customerWithThread();

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(app)
          .post(thread)
          .set(who)
          .attach('files', pdfOf(300 * KB), `part-${i}.pdf`),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    const page = await request(app).get(thread).set(who);
    const stored = (page.body.messages as Array<{ files: Array<{ size: number }> }>).flatMap((m) => m.files);
    expect(stored.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(1 * MB);
  });

  test(`when an account posts files more than ${THREAD_UPLOAD_POSTS_PER_HOUR} times in an hour, then 429 with a sentence and Retry-After, and text still goes through`, async () => {
    const { who, thread } = await customerWithThread();
    for (let i = 0; i < THREAD_UPLOAD_POSTS_PER_HOUR; i++)
      expect((await request(env.app).post(thread).set(who).attach('files', PDF, `f${i}.pdf`)).status).toBe(201);

    const res = await request(env.app).post(thread).set(who).attach('files', PDF, 'one-more.pdf');

    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      code: 'RATE_LIMITED',
      error: `You can send files with at most ${THREAD_UPLOAD_POSTS_PER_HOUR} messages an hour. Please try again later; messages without files still go through.`,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(env.app).post(thread).set(who).send({ body: 'text only' })).status).toBe(201);
  });

  const storedMessages = async (thread: string, who: Record<string, string>) =>
    (await request(env.app).get(thread).set(who)).body.messages.length as number;
  /** The e-mail events recorded for the thread's request (one per stored message). */
  const recordedEvents = (thread: string) =>
    env.db.collection('outbox').countDocuments({ 'body.type': 'thread.message', 'body.requestId': thread.split('/')[4] });
  const TOO_MANY_TEXTS = new RegExp(
    `^You can send at most ${THREAD_TEXT_POSTS_PER_MINUTE} messages a minute\\. Please try again in (\\d+) seconds?\\.$`,
  );

  test(`when an account sends text message ${THREAD_TEXT_POSTS_PER_MINUTE + 1} within a minute, then 429 with a sentence saying when to try again and Retry-After, nothing is stored, and other accounts still post`, async () => {
    const { who, thread } = await customerWithThread();
    for (let i = 0; i < THREAD_TEXT_POSTS_PER_MINUTE; i++)
      expect(
        (
          await request(env.app)
            .post(thread)
            .set(who)
            .send({ body: `message ${i}` })
        ).status,
      ).toBe(201);

    const res = await request(env.app).post(thread).set(who).send({ body: 'one too many' });

    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'RATE_LIMITED', error: expect.stringMatching(TOO_MANY_TEXTS) });
    const seconds = Number(TOO_MANY_TEXTS.exec(res.body.error)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(await storedMessages(thread, who)).toBe(THREAD_TEXT_POSTS_PER_MINUTE);
    expect(await recordedEvents(thread)).toBe(THREAD_TEXT_POSTS_PER_MINUTE);
    const other = await customerWithThread();
    expect((await request(env.app).post(other.thread).set(other.who).send({ body: 'hello' })).status).toBe(201);
  });

  test('when 15 text messages of one account arrive at once, then exactly the limit are stored and the rest answer 429', async () => {
    const { who, thread } = await customerWithThread();

    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        request(env.app)
          .post(thread)
          .set(who)
          .send({ body: `burst ${i}` }),
      ),
    );

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(THREAD_TEXT_POSTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - THREAD_TEXT_POSTS_PER_MINUTE);
    expect(await storedMessages(thread, who)).toBe(THREAD_TEXT_POSTS_PER_MINUTE);
  });

  test('when text messages are refused (empty), then they do not count against the limit', async () => {
    const { who, thread } = await customerWithThread();
    for (let i = 0; i < THREAD_TEXT_POSTS_PER_MINUTE; i++)
      expect((await request(env.app).post(thread).set(who).send({ body: ' ' })).status).toBe(400);
    for (let i = 0; i < THREAD_TEXT_POSTS_PER_MINUTE; i++)
      expect(
        (
          await request(env.app)
            .post(thread)
            .set(who)
            .send({ body: `message ${i}` })
        ).status,
      ).toBe(201);
  });

  test('when the caller disconnects while the files are being stored, then nothing is stored and the quota is given back', async () => {
    const app = appWithQuota(30);
    const { who, thread } = await customerWithThread();
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const [files, chunks] = [await storedFileCount(), await storedChunkCount()];
    try {
      const boundary = 'cut-off-upload';
      const parts = [0, 1, 2].map((i) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          pdfOf(10 * MB),
          Buffer.from('\r\n'),
        ]),
      );
      const body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
      const post = http.request({
        port: (server.address() as AddressInfo).port,
        host: '127.0.0.1',
        method: 'POST',
        path: thread,
        headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      });
      post.on('error', () => undefined);
      post.end(body);
      // As a gateway that gave up: the whole body was sent, the service is storing it, the caller leaves.
      await waitUntil(async () => (await storedChunkCount()) > chunks, 10_000);
      post.destroy();

      const settled = await waitUntil(async () => (await storedFileCount()) === files && (await storedChunkCount()) === chunks, 10_000);
      expect(settled).toBe(true);
      expect((await request(app).get(thread).set(who)).body.messages).toEqual([]);
      // The 30 MB reserved for the lost upload are free again.
      const again = await request(app)
        .post(thread)
        .set(who)
        .attach('files', pdfOf(10 * MB), 'a.pdf')
        .attach('files', pdfOf(10 * MB), 'b.pdf')
        .attach('files', pdfOf(10 * MB), 'c.pdf');
      expect(again.status).toBe(201);
    } finally {
      server.close();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return check();
}
