import type { Server } from 'node:http';
import { createServer } from 'node:http';
import request from 'supertest';
import { Types, type Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, eventually, signTestToken } from '@agency/server-kit/testing';
import { createApp as createMemberApp } from '@agency/service-member/src/app';
import { createApp as createUserApp } from '@agency/service-user/src/app';
import { backfillTaskCopies } from '@agency/service-user/src/requests/backfill-task-copies';
import { createRequestRepository } from '@agency/service-user/src/requests/request-repository';
import { answerDomains } from '../answer-domains';

const keys = createTestKeys();
const TOKEN = 'internal-token-for-tests-0123456789';
const internal = { 'x-internal-token': TOKEN };
const [FIRST, SECOND] = ['64b0000000000000000000f1', '64b0000000000000000000f2'];
const CUSTOMER = '64b0000000000000000000c9';
const DOMAIN = { domain_id: '64c0000000000000000000d9', name: 'Web Apps' };
const as = (role: 'member' | 'user' | 'admin', sub: string) => ({ authorization: `Bearer ${signTestToken(keys, { role, sub })}` });
const silent = createLogger({ name: 'test', level: 'silent' });

describe('requests stored before the task-status copies', () => {
  let devdb: DevDb;
  let userDb: Connection;
  let memberDb: Connection;
  let fakeAdmin: Server;
  let userServer: Server;
  let memberServer: Server;
  let userApp: ReturnType<typeof createUserApp>;
  let memberApp: ReturnType<typeof createMemberApp>;
  let memberUrl: string;

  const listen = async (app: { listen: (port: number, host: string) => Server }) => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
  };

  beforeAll(async () => {
    devdb = await startDevDb();
    userDb = await connectDb(devdb.uri, 'agency_user_backfill');
    memberDb = await connectDb(devdb.uri, 'agency_member_backfill');
    fakeAdmin = createServer(answerDomains([DOMAIN]));
    await new Promise<void>((r) => fakeAdmin.listen(0, '127.0.0.1', r));
    const adminUrl = `http://127.0.0.1:${(fakeAdmin.address() as { port: number }).port}`;
    userApp = createUserApp({ db: userDb, jwt: keys, adminUrl, internalToken: TOKEN, logger: silent });
    const user = await listen(userApp);
    userServer = user.server;
    memberApp = createMemberApp({ db: memberDb, jwt: keys, userUrl: user.url, internalToken: TOKEN, logger: silent });
    const member = await listen(memberApp);
    memberServer = member.server;
    memberUrl = member.url;
  });
  afterAll(async () => {
    fakeAdmin.close();
    userServer.close();
    memberServer.close();
    await userDb.close(true);
    await memberDb.close(true);
    await devdb.stop().catch(() => undefined);
  });

  /** A request worked on by two members, as the old code stored it: assignees without copies, the first task completed. */
  async function oldRequest() {
    const created = await request(userApp)
      .post('/api/user/requests')
      .set(as('user', CUSTOMER))
      .send({ service: 'Software Development', domain_id: DOMAIN.domain_id })
      .expect(201);
    const id = created.body.req_id as string;
    await request(userApp)
      .post(`/api/admin/requests/${id}/respond`)
      .set(as('admin', '64b0000000000000000000ad'))
      .send({ status: 'approved' })
      .expect(200);
    const tasks = [];
    for (const memberId of [FIRST, SECOND]) {
      tasks.push(
        (
          await request(memberApp)
            .post('/internal/tasks')
            .set(internal)
            .send({ memberId, title: 'Build', description: 'Site', requestId: id })
            .expect(201)
        ).body,
      );
    }
    // Written the old way: the member service's own record changed, the request told nothing per member.
    await memberDb.collection('tasks').updateOne({ _id: new Types.ObjectId(tasks[0].task_id) }, { $set: { status: 'Completed' } });
    await userDb
      .collection('service_requests')
      .updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { status: 'in_progress', assignees: [FIRST, SECOND].map((m) => ({ id: m, name: 'M', taskStatus: null })) } },
      );
    return { id, second: tasks[1] };
  }
  const statusOf = async (id: string) => (await request(userApp).get(`/api/user/requests/${id}`).set(as('user', CUSTOMER))).body.status;
  /** Notifications and e-mails waiting in the user service's outbox. */
  const mailsQueued = () => userDb.collection('outbox').countDocuments({ to: { $in: ['self', 'mail'] } });

  test('when the backfill has run, then the last task completing completes the request; it sends no e-mail and a second run does nothing', async () => {
    const { id, second } = await oldRequest();
    const mailsBefore = await mailsQueued();
    const deps = { requests: createRequestRepository(userDb), memberUrl, internalToken: TOKEN, logger: silent };

    expect(await backfillTaskCopies(deps)).toBe(2);
    expect(await mailsQueued()).toBe(mailsBefore);
    expect(await statusOf(id)).toBe('in_progress');
    expect(await backfillTaskCopies(deps)).toBe(0);

    await request(memberApp)
      .patch(`/api/member/tasks/${second.task_id}`)
      .set(as('member', SECOND))
      .send({ status: 'Completed' })
      .expect(200);
    expect(await eventually(() => statusOf(id), 'completed')).toBe('completed');
  });
});
