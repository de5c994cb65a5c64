// Shared set-up for the thread tests: a request of ALICE's assigned to MEMBER, and everyone's tokens.
import request from 'supertest';
import { signTestToken } from '@agency/server-kit/testing';
import { asRole, internal, keys, WEB, type RequestsTestEnv } from './requests-helpers';

export const ALICE = '64b0000000000000000000a1';
export const BOB = '64b0000000000000000000b2';
export const MEMBER = '64b0000000000000000000c3';
export const OTHER_MEMBER = '64b0000000000000000000c4';
export const ADMIN = '64b0000000000000000000d5';

const bearer = (role: 'user' | 'member' | 'admin', sub: string, name: string, firstLogin = false) => ({
  authorization: `Bearer ${signTestToken(keys, { role, sub, name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, firstLogin })}`,
});

export const as = {
  alice: bearer('user', ALICE, 'Alice A'),
  bob: bearer('user', BOB, 'Bob B'),
  member: bearer('member', MEMBER, 'Mia Member'),
  otherMember: bearer('member', OTHER_MEMBER, 'Otto Other'),
  admin: bearer('admin', ADMIN, 'Ada Admin'),
  newMember: bearer('member', MEMBER, 'Mia Member', true),
};

/** A request placed by ALICE, approved, with MEMBER assigned to it; answers its id. */
export async function placeAssignedRequest(env: RequestsTestEnv): Promise<string> {
  const created = await request(env.app)
    .post('/api/user/requests')
    .set(as.alice)
    .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' });
  const id = created.body.req_id as string;
  await request(env.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' });
  await request(env.app)
    .post(`/internal/requests/${id}/assign`)
    .set(internal)
    .send({ assignees: [{ id: MEMBER, name: 'Mia Member' }] });
  return id;
}

// Small real files: the service recognises them by their first bytes.
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** Reads a server-sent event stream the way the page does (fetch with the bearer header). */
export async function listen(baseUrl: string, who: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/user/threads/events`, { headers: who, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  const messages = () => events.filter((e) => e.event === 'message').map((e) => (e.data as { body: string }).body);
  const waitFor = async (check: () => boolean, ms = 2000) => {
    const until = Date.now() + ms;
    while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return check();
  };
  await waitFor(() => events.some((e) => e.event === 'ready'));
  return { res, messages, events: () => events, waitFor, ended: () => ended, close: () => controller.abort(), reading };
}
