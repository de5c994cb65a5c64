// `npm start` itself: a port the stack needs is taken → one clear line and a non-zero exit, before
// anything is started (and never "ready").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, exclusive: true }, () => resolve(server));
  });
}

/** A gateway port whose ten neighbours are free too (the stack's default layout: PORT+1…+10). */
async function freeBlock(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const servers: net.Server[] = [];
    try {
      for (let i = 0; i <= 10; i += 1) servers.push(await listen(port + i));
      return port;
    } catch {
      // taken: try another block
    } finally {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    }
  }
  throw new Error('no free block of ports');
}

function runStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', MONGODB_URI: '', INTERNAL_PORT_BASE: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // A start that got past the check would run on; stop it so the test fails instead of hanging.
    const guard = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

test('when another program holds PORT+2, then npm start names the port, the user service and how to move it, and exits 1', async () => {
  const port = await freeBlock();
  const squatter = await listen(port + 2);
  try {
    const { code, stdout, stderr } = await runStart({ PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Cannot start: port ${port + 2} is already in use by another program; the user service needs it. Stop that program, or move ` +
        `the stack's internal ports (now ${port + 1}-${port + 11}) with INTERNAL_PORT_BASE, e.g. INTERNAL_PORT_BASE=${port + 101} npm start ` +
        `(or the whole stack with PORT=${port + 100}).`,
    );
    expect(stdout).not.toMatch(/ready/i);
    expect(stdout).not.toMatch(/\[user\]/);
  } finally {
    await new Promise((r) => squatter.close(r));
  }
});

test('when another program holds the gateway port, then npm start says to move it with PORT and exits 1', async () => {
  const port = await freeBlock();
  const squatter = await listen(port);
  try {
    const { code, stdout, stderr } = await runStart({ PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot start: port ${port} is already in use by another program; the gateway needs it.`);
    expect(stderr).toContain(`move the site with PORT, e.g. PORT=${port + 100} npm start`);
    expect(stdout).not.toMatch(/ready/i);
  } finally {
    await new Promise((r) => squatter.close(r));
  }
});

test("when another program holds PORT+6, then npm start names the gateway's metrics listener and exits 1", async () => {
  const port = await freeBlock();
  const squatter = await listen(port + 6);
  try {
    const { code, stderr } = await runStart({ PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Cannot start: port ${port + 6} is already in use by another program; the gateway's metrics listener needs it.`,
    );
  } finally {
    await new Promise((r) => squatter.close(r));
  }
});

test('when INTERNAL_PORT_BASE is set and the database port is taken, then the line names the database and that variable', async () => {
  const base = await freeBlock();
  const gateway = await freeBlock();
  const squatter = await listen(base + 4);
  try {
    const { code, stderr } = await runStart({ PORT: String(gateway), INTERNAL_PORT_BASE: String(base) });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Cannot start: port ${base + 4} is already in use by another program; the embedded database (devdb) needs it. Stop that ` +
        `program, or move the stack's internal ports (now ${base}-${base + 10}) with INTERNAL_PORT_BASE, e.g. INTERNAL_PORT_BASE=${base + 100} npm start.`,
    );
  } finally {
    await new Promise((r) => squatter.close(r));
  }
});
