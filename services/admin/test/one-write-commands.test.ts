// The contact form and a member's removal are each one write in this service's database that records
// what the other services must learn (embedded messages): a writer that dies right after that write
// still has them delivered by the relay, and a write that did not happen sends nothing. One receiver
// stands in for auth, user and member and records what arrives.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { Types } from 'mongoose';
import { createContactMessageRepository } from '../src/contact/contact-message-repository';
import { createMemberProfileRepository } from '../src/members/member-profile-repository';
import { startAdmin, type AdminHarness } from './start-admin';

interface Received {
  method: string;
  path: string;
  eventId: string | undefined;
  body: unknown;
}

describe('commands that are one write carrying their messages', () => {
  let h: AdminHarness;
  let receiver: Server;
  const received: Received[] = [];
  const admin = () => h.bearer('admin');
  const arrivedAt = (path: string) => received.filter((r) => r.path === path);
  let domainId: string;
  let made = 0;

  beforeAll(async () => {
    const fake = express();
    fake.use(express.json());
    fake.use((req, res) => {
      received.push({ method: req.method, path: req.path, eventId: req.get('x-event-id'), body: req.body });
      res.json({ ok: true });
    });
    receiver = await new Promise<Server>((resolve) => {
      const server = fake.listen(0, '127.0.0.1', () => resolve(server));
    });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    h = await startAdmin({
      authUrl: url,
      userUrl: url,
      memberUrl: url,
      internalToken: 'internal-token-for-tests-0123456789',
      embeddedMessages: { pollMs: 50 },
    });
    domainId = (await request(h.app).post('/api/admin/domains').set(admin()).send({ name: 'Removals' }).expect(201)).body.domain_id;
  });
  afterAll(async () => {
    await h.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  /** A member with a login (the profile as the member saga stores it once auth made the account). */
  const newMember = async () => {
    made += 1;
    const accountId = new Types.ObjectId().toHexString();
    const name = `Leaving Member ${made}`;
    const blank = { pic: '', description: '', skillTags: [], about: '', skills: [], languages: [] };
    const profile = { ...blank, accountId, email: `gone${made}@agency.local`, name, empId: `GONE-${made}`, domainIds: [domainId] };
    const created = await createMemberProfileRepository(h.db).insert(profile);
    return { id: created!.id, accountId, name };
  };
  const removalPaths = (accountId: string) => [
    `/internal/members/${accountId}/withdraw`,
    `/internal/members/${accountId}/unassign`,
    `/internal/accounts/${accountId}`,
  ];
  const removalMessages = (accountId: string) =>
    removalPaths(accountId).map((path, i) => ({
      id: `removal-${accountId}-${i}`,
      kind: 'member.removed',
      to: (['member', 'user', 'auth'] as const)[i]!,
      ...(i === 2 ? { method: 'DELETE' as const } : {}),
      path,
    }));
  const teamNames = async () =>
    ((await request(h.app).get(`/api/admin/domains/${domainId}/members`).expect(200)).body as Array<{ name: string }>).map((m) => m.name);
  const adminListNames = async () =>
    ((await request(h.app).get('/api/admin/members?limit=100').set(admin()).expect(200)).body.members as Array<{ name: string }>).map(
      (m) => m.name,
    );
  const teamSize = async () => (await request(h.app).get('/api/admin/dashboard/stats').set(admin()).expect(200)).body.teamMembers;

  test('when a visitor sends the contact form, then the user service receives the admins’ notification naming the stored message, once', async () => {
    await request(h.app)
      .post('/api/contact')
      .set('x-forwarded-for', '203.0.113.80')
      .send({ name: 'Priya Verma', email: 'priya@example.com', subject: 'Tell the admins', message: 'We need a shop site.' })
      .expect(201);
    const stored = (await request(h.app).get('/api/admin/messages?limit=100').set(admin()).expect(200)).body.messages.find(
      (m: { subject: string }) => m.subject === 'Tell the admins',
    );

    const path = '/internal/notifications/contact-messages';
    await eventually(async () => arrivedAt(path).some((r) => (r.body as { subject?: string }).subject === 'Tell the admins'), true);
    expect(arrivedAt(path).filter((r) => r.eventId === `contact-${stored.message_id}`)).toEqual([
      {
        method: 'POST',
        path,
        eventId: `contact-${stored.message_id}`,
        body: {
          message_id: stored.message_id,
          name: 'Priya Verma',
          email: 'priya@example.com',
          subject: 'Tell the admins',
          message: 'We need a shop site.',
        },
      },
    ]);
  });

  test('when the writer dies right after storing a contact message (nothing else done), then the relay delivers its notification', async () => {
    const id = new Types.ObjectId().toHexString();
    const body = {
      name: 'Crash Visitor',
      email: 'crash@example.com',
      phone: '',
      subject: 'Stored, then the process died',
      message: 'Hello',
    };
    const notify = {
      id: `contact-${id}`,
      kind: 'contact.notify',
      to: 'user' as const,
      path: '/internal/notifications/contact-messages',
      body,
    };

    await createContactMessageRepository(h.db).insert(body, id, [notify]);

    expect(await eventually(async () => received.filter((r) => r.eventId === `contact-${id}`).length, 1)).toBe(1);
  });

  test('when a contact message’s insert fails (its id is taken), then nothing more is sent for it', async () => {
    const id = new Types.ObjectId().toHexString();
    const body = { name: 'Twice', email: 'twice@example.com', phone: '', subject: 'Inserted twice', message: 'Hello' };
    const messages = createContactMessageRepository(h.db);
    await messages.insert(body, id, [
      { id: `contact-${id}`, kind: 'contact.notify', to: 'user', path: '/internal/notifications/contact-messages', body },
    ]);
    await expect(
      messages.insert(body, id, [
        { id: `again-${id}`, kind: 'contact.notify', to: 'user', path: '/internal/notifications/contact-messages', body },
      ]),
    ).rejects.toThrow();

    expect(await eventually(async () => received.filter((r) => r.eventId === `contact-${id}`).length, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few relay passes
    expect(received.filter((r) => r.eventId === `again-${id}`)).toEqual([]);
  });

  test('when the writer dies right after a member’s removal is written (before its own delivery), then the relay delivers all three messages and no list, page or count shows the member', async () => {
    const member = await newMember();
    expect(await teamNames()).toContain(member.name);
    const before = await teamSize();

    expect(await createMemberProfileRepository(h.db).remove(member.id, removalMessages(member.accountId), 0)).toBe(true);

    const arrived = async () => removalPaths(member.accountId).map((path) => arrivedAt(path).length);
    expect(await eventually(arrived, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(arrivedAt(`/internal/accounts/${member.accountId}`)[0]!.method).toBe('DELETE');
    expect(await teamNames()).not.toContain(member.name);
    expect(JSON.stringify((await request(h.app).get(`/api/admin/domains/${domainId}/team?limit=50`).expect(200)).body)).not.toContain(
      member.name,
    );
    expect(await adminListNames()).not.toContain(member.name);
    expect(await teamSize()).toBe(before - 1);
    await request(h.app).get(`/api/admin/members/${member.id}`).expect(404);
    await request(h.app).get(`/api/admin/members/${member.id}/avatar`).expect(404);
    await request(h.app).patch(`/api/admin/members/${member.id}`).set(admin()).send({ description: 'back?' }).expect(404);
  });

  test('when a removal finds the member already removed, then 404 and nothing more is sent', async () => {
    const member = await newMember();
    const members = createMemberProfileRepository(h.db);
    expect(await members.remove(member.id, removalMessages(member.accountId), 0)).toBe(true);
    await eventually(async () => arrivedAt(`/internal/accounts/${member.accountId}`).length, 1);

    const again = removalMessages(member.accountId).map((m) => ({ ...m, id: `again-${m.id}` }));
    expect(await members.remove(member.id, again, 0)).toBe(false);
    const second = await request(h.app).delete(`/api/admin/members/${member.id}`).set(admin());

    expect(second.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few relay passes
    expect(removalPaths(member.accountId).map((path) => arrivedAt(path).length)).toEqual([1, 1, 1]);
  });
});
