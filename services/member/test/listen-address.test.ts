// `npm start` runs each service as its own process: by default it must be reachable on the loopback
// interface only (the gateway is the way in); HOST=0.0.0.0 is for containers.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startDevDb, type DevDb } from '@agency/devdb';
import { createTestKeys } from '@agency/server-kit/testing';

const keys = createTestKeys();
const START = path.join(__dirname, '../src/start.ts');

/** Starts the member service as `npm start` does and reads the address it reports listening on. */
async function startMember(devdb: DevDb, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      MONGODB_URI: devdb.uri,
      JWT_PUBLIC_KEY: keys.publicKey,
      INTERNAL_TOKEN: 'x'.repeat(32),
      USER_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
  });
  const listening = await new Promise<{ host: string; port: number }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => l.includes('"listening"'));
      if (line) resolve(JSON.parse(line) as { host: string; port: number });
    });
    child.once('exit', (code) => reject(new Error(`member exited with ${code}: ${out}`)));
  });
  return { ...listening, stop: () => child.kill('SIGKILL') };
}

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.setTimeout(2000, () => resolve(false));
  });

// An address of this machine that is not loopback, if it has one.
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the address a service listens on', () => {
  let devdb: DevDb;
  beforeAll(async () => {
    devdb = await startDevDb();
  });
  afterAll(() => devdb.stop());

  test('when started without HOST, then it listens on 127.0.0.1 only', async () => {
    const member = await startMember(devdb);
    try {
      expect(member.host).toBe('127.0.0.1');
      expect(await canConnect('127.0.0.1', member.port)).toBe(true);
      if (externalAddress) expect(await canConnect(externalAddress, member.port)).toBe(false);
    } finally {
      member.stop();
    }
  }, 60_000);

  test('when HOST=0.0.0.0 (a container), then it listens on every interface', async () => {
    const member = await startMember(devdb, { HOST: '0.0.0.0' });
    try {
      expect(member.host).toBe('0.0.0.0');
      if (externalAddress) expect(await canConnect(externalAddress, member.port)).toBe(true);
    } finally {
      member.stop();
    }
  }, 60_000);
});
