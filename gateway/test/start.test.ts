// The gateway as `npm start` and the image run it (src/start.ts): where its metrics listener can be reached.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { makeWebRoot } from './helpers';

const START = path.join(__dirname, '..', 'src', 'start.ts');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/** Starts src/start.ts with `env` and waits for its "metrics listening" log line. */
async function startGateway(env: Record<string, string>): Promise<{ host: string; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', START], {
    env: { PATH: process.env.PATH, WEB_ROOT: makeWebRoot(), PORT: '0', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.includes('"metrics listening"'));
      if (line) resolve(JSON.parse(line) as { host: string; port: number });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before its metrics listened:\n${out}`)));
  });
}

const reaches = (host: string, port: number) =>
  fetch(`http://${host}:${port}/metrics`).then(
    (res) => res.status === 200,
    () => false,
  );

describe("the gateway's metrics listener", () => {
  test('when HOST is unset (npm start), then it listens on loopback only, as each service does', async () => {
    const metrics = await startGateway({});
    expect(metrics.host).toBe('127.0.0.1');
    expect(await reaches('127.0.0.1', metrics.port)).toBe(true);
  });

  test('when HOST names an interface, then the metrics answer there and nowhere else', async () => {
    const metrics = await startGateway({ HOST: '127.0.0.2' });
    expect(await reaches('127.0.0.2', metrics.port)).toBe(true);
    expect(await reaches('127.0.0.1', metrics.port)).toBe(false);
  });
});
