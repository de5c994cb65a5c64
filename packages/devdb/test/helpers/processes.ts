// Child processes for the durability tests: a devdb server (the real bin) and writer clients.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const pkg = path.resolve(__dirname, '../..');

export function startServerProcess(
  dbPath: string,
  extraArgs: string[] = [],
): Promise<{ child: ChildProcess; uri: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(pkg, 'bin/devdb.cjs'), '--port', '0', '--dbpath', dbPath, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (match) resolve({ child, uri: match[1]!, exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk));
    void exited.then((code) => reject(new Error(`devdb exited early (${code}): ${err.trim()}`)));
  });
}

/** Runs a writer; resolves with the sequence numbers the server acknowledged. */
export function runWriter(uri: string, writer: string, count: number, onAck?: (seq: number) => void, dbName = 'durability') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(pkg, 'test/fixtures/writer.ts'), uri, writer, String(count), dbName],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const acked: number[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      acked.push(Number(line));
      onAck?.(Number(line));
    }
  });
  const done = new Promise<number[]>((resolve) => child.once('exit', () => resolve(acked)));
  return { child, acked, done };
}
