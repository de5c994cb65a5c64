import mongoose from 'mongoose';
import request from 'supertest';
import { startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';
import { createThreadFileStore } from '../src/threads/thread-file-store';
import { ALICE, as, EXE, PDF, placeAssignedRequest, PNG } from './threads-helpers';

const MB = 1024 * 1024;

describe('files on thread messages', () => {
  let env: RequestsTestEnv;
  let id: string;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_files');
    id = await placeAssignedRequest(env);
  });
  afterAll(() => env.stop());

  const thread = (path = '') => `/api/user/requests/${id}/thread${path}`;
  const storedFileCount = () => env.db.collection('thread_files.files').countDocuments();
  const messageCount = async () => (await request(env.app).get(thread()).set(as.admin)).body.messages.length as number;

  test('when the customer attaches a PDF and an image, then the message lists both with the types their content shows (and a name fitting it)', async () => {
    const res = await request(env.app)
      .post(thread())
      .set(as.alice)
      .field('body', 'The brief and our logo')
      .attach('files', PDF, 'brief.pdf')
      .attach('files', PNG, { filename: 'logo.txt', contentType: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body.body).toBe('The brief and our logo');
    expect(res.body.files).toEqual([
      { file_id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'brief.pdf', type: 'application/pdf', size: PDF.length },
      { file_id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'logo.txt.png', type: 'image/png', size: PNG.length },
    ]);
  });

  test('when someone who can see the thread downloads a file, then they get its bytes as an attachment with nosniff', async () => {
    const posted = await request(env.app).post(thread()).set(as.alice).attach('files', PDF, 'résumé "final".pdf');
    const fileId = posted.body.files[0].file_id as string;
    for (const who of [as.alice, as.admin, as.member]) {
      const res = await request(env.app)
        .get(thread(`/files/${fileId}`))
        .set(who)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('résumé "final".pdf')}`,
      );
    }
  });

  test('when a stranger asks for a file, or names a file of another thread, then 404', async () => {
    const posted = await request(env.app).post(thread()).set(as.alice).attach('files', PDF, 'a.pdf');
    const fileId = posted.body.files[0].file_id as string;
    for (const who of [as.bob, as.otherMember])
      expect(
        (
          await request(env.app)
            .get(thread(`/files/${fileId}`))
            .set(who)
        ).status,
      ).toBe(404);
    const other = await placeAssignedRequest(env);
    expect((await request(env.app).get(`/api/user/requests/${other}/thread/files/${fileId}`).set(as.admin)).status).toBe(404);
    expect(
      (
        await request(env.app)
          .get(thread(`/files/${new mongoose.Types.ObjectId()}`))
          .set(as.admin)
      ).status,
    ).toBe(404);
    expect((await request(env.app).get(thread('/files/nope')).set(as.admin)).status).toBe(404);
  });

  test('when a file is not an accepted type whatever its name says, then 415 naming it and nothing is stored', async () => {
    const [files, messages] = [await storedFileCount(), await messageCount()];
    const res = await request(env.app)
      .post(thread())
      .set(as.alice)
      .field('body', 'see attached')
      .attach('files', PDF, 'ok.pdf')
      .attach('files', EXE, { filename: 'invoice.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      error: '"invoice.pdf" is not a file type we accept (PDF, PNG, JPEG, WebP, plain text, ZIP or Office documents).',
    });
    expect([await storedFileCount(), await messageCount()]).toEqual([files, messages]);
  });

  test('when a file is over 10 MB, then 413 naming it and nothing is stored', async () => {
    const [files, messages] = [await storedFileCount(), await messageCount()];
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB, 0x20)]);
    const res = await request(env.app).post(thread()).set(as.alice).attach('files', PNG, 'a.png').attach('files', big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'FILE_TOO_LARGE', error: '"big.pdf" is larger than 10 MB. Each file can be at most 10 MB.' });
    expect([await storedFileCount(), await messageCount()]).toEqual([files, messages]);
  });

  test('when a file is exactly 10 MB, then it is accepted', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    const res = await request(env.app).post(thread()).set(as.alice).attach('files', exact, 'exact.pdf');
    expect(res.status).toBe(201);
    expect(res.body.files[0].size).toBe(10 * MB);
  });

  test('when more than 5 files come with one message, then 400 TOO_MANY_FILES and nothing is stored', async () => {
    const [files, messages] = [await storedFileCount(), await messageCount()];
    let post = request(env.app).post(thread()).set(as.alice).field('body', 'six');
    for (let i = 1; i <= 6; i++) post = post.attach('files', PDF, `f${i}.pdf`);
    const res = await post;
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'TOO_MANY_FILES', error: 'Attach at most 5 files to one message.' });
    expect([await storedFileCount(), await messageCount()]).toEqual([files, messages]);
  });

  test('when a text file, a WebP, a JPEG, a ZIP and a Word document come, then each is recognised by its content', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('notes/readme.md')]);
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml')]);
    const res = await request(env.app)
      .post(thread())
      .set(as.alice)
      .attach('files', Buffer.from('Plain notes — naïve café\n'), 'notes.txt')
      .attach('files', webp, 'a.webp')
      .attach('files', jpeg, 'b.jpg')
      .attach('files', zip, 'c.zip')
      .attach('files', docx, 'd.docx');
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { type: string }) => f.type)).toEqual([
      'text/plain',
      'image/webp',
      'image/jpeg',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });

  test('when an upload is cut off or has no boundary, then 400 VALIDATION_FAILED, nothing is stored and the service keeps answering', async () => {
    const files = await storedFileCount();
    const cutOff = '--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then nothing';
    for (const [type, body] of [
      ['multipart/form-data; boundary=b', cutOff],
      ['multipart/form-data', 'garbage'],
    ]) {
      const res = await request(env.app).post(thread()).set(as.alice).set('content-type', type!).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(await storedFileCount()).toBe(files);
    expect((await request(env.app).get(thread()).set(as.alice)).status).toBe(200);
  });

  test('when file names hide their kind (bidi overrides, control and invisible characters, executable or active-content extensions), then they are stored and served under harmless names', async () => {
    const text = Buffer.from('echo hello\r\n');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const res = await request(env.app)
      .post(thread())
      .set(as.alice)
      .attach('files', text, 'update.bat')
      .attach('files', text, 'invoice\u202Efdp.bat')
      .attach('files', text, 'report.pdf.js')
      .attach('files', text, 'no\ttes\u0085\u200B\u2066.html .')
      .attach('files', ole, 'setup.msi');
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { name: string }) => f.name)).toEqual([
      'update.bat.txt',
      'invoicefdp.bat.txt',
      'report.pdf.js.txt',
      'notes.html.txt',
      'setup.msi.doc',
    ]);
    const more = await request(env.app)
      .post(thread())
      .set(as.admin)
      .attach('files', text, 'page.html')
      .attach('files', text, 'invoice.hta');
    expect(more.body.files.map((f: { name: string }) => f.name)).toEqual(['page.html.txt', 'invoice.hta.txt']);

    const download = await request(env.app)
      .get(thread(`/files/${res.body.files[1].file_id}`))
      .set(as.member);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.bat.txt"; filename*=UTF-8''invoicefdp.bat.txt`);
  });

  test('when a file stored earlier has a dangerous name, then the thread and its download show the harmless one', async () => {
    const fileId = await createThreadFileStore(env.db).save(Buffer.from('@echo off\r\n'), 'old\u202Etxt.bat', {
      requestId: id,
      type: 'text/plain',
    });
    await env.db.collection('thread_messages').insertOne({
      requestId: id,
      authorId: ALICE,
      authorName: 'Alice A',
      authorRole: 'user',
      body: '',
      files: [{ fileId, name: 'old\u202Etxt.bat', type: 'text/plain', size: 12 }],
      createdAt: new Date(),
    });
    const page = await request(env.app).get(thread()).set(as.alice);
    const listed = (page.body.messages as Array<{ files: Array<{ file_id: string; name: string }> }>)
      .flatMap((m) => m.files)
      .find((f) => f.file_id === fileId);
    expect(listed?.name).toBe('oldtxt.bat.txt');
    const download = await request(env.app)
      .get(thread(`/files/${fileId}`))
      .set(as.alice);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="oldtxt.bat.txt"; filename*=UTF-8''oldtxt.bat.txt`);
  });

  test('when a stranger uploads to a thread they cannot see, then 404 and nothing is stored', async () => {
    const files = await storedFileCount();
    const res = await request(env.app).post(thread()).set(as.bob).attach('files', PDF, 'a.pdf');
    expect(res.status).toBe(404);
    expect(await storedFileCount()).toBe(files);
  });
});
