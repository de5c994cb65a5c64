import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../src/mailer';

describe('the development outbox mailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const files = async () => (await fs.readdir(dir)).filter((name) => name.endsWith('.json'));

  test('when a message with an id is sent twice (a retry after a crash), then the outbox holds it once, as mail-<id>.json, with its id', async () => {
    const mailer = createMailer({ from: 'Agency <no-reply@agency.test>', outboxDir: dir })!;
    const message = {
      id: 'request.approved:abc|u1',
      to: 'alice@example.com',
      subject: 'Approved',
      text: 'Open https://x.test/a?thread=abc',
    };
    await mailer.send(message);
    await mailer.send(message);
    expect(await files()).toEqual(['mail-request.approved_abc_u1.json']);
    const stored = JSON.parse(await fs.readFile(path.join(dir, (await files())[0]!), 'utf8'));
    expect(stored).toMatchObject({ id: 'request.approved:abc|u1', subject: 'Approved', text: 'Open https://x.test/a?thread=abc' });
    expect(stored.messageId).toBe('<request.approved.abc.u1@agency.test>');
    expect(stored.to).toEqual([{ address: 'alice@example.com', name: '' }]);
  });

  test('when messages without an id are sent twice, then each is its own file (reset links stay separate)', async () => {
    const mailer = createMailer({ from: 'Agency <no-reply@agency.test>', outboxDir: dir })!;
    await mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'link' });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset', text: 'link' });
    expect(await files()).toHaveLength(2);
  });
});
