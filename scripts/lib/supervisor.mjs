// Runs each part of the stack as its own process with prefixed logs, restarts a part that dies after
// start-up (with backoff), and stops everything on Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot } from './stack-config.mjs';

const COLORS = [36, 35, 33, 32, 34, 31];
const MAX_BACKOFF_MS = 10_000;

export function createSupervisor({
  onLog = (line) => process.stdout.write(line + '\n'),
  onSpawn = () => {},
  /** Told of every exit that was not asked for (Ctrl-C or stopAll), with whether it will be restarted. */
  onExit: onUnexpectedExit = () => {},
  holdDir = null,
} = {}) {
  const procs = new Map();
  let stopping = false;

  function prefix(name, index) {
    const color = COLORS[index % COLORS.length];
    const label = `[${name}]`.padEnd(10);
    return process.stdout.isTTY ? `\x1b[${color}m${label}\x1b[0m` : label;
  }

  function launch(entry) {
    const child = spawn(process.execPath, entry.args, {
      cwd: entry.cwd ?? repoRoot,
      env: { ...process.env, ...entry.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    entry.startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => onLog(`${entry.prefix} ${line}`));
    }
    child.on('exit', (code, signal) => onExit(entry, code, signal));
    onSpawn();
  }

  function onExit(entry, code, signal) {
    entry.child = null;
    if (stopping) return;
    onLog(`${entry.prefix} exited (${signal ?? `code ${code}`})`);
    onUnexpectedExit(entry, { code, signal, restarting: entry.restart });
    if (!entry.restart) return;
    // A part that ran for a while gets a fresh backoff; one that keeps dying waits longer each time.
    entry.backoffMs = Date.now() - entry.startedAt > 30_000 ? 500 : Math.min(entry.backoffMs * 2, MAX_BACKOFF_MS);
    onLog(`${entry.prefix} restarting in ${entry.backoffMs} ms`);
    entry.timer = setTimeout(() => relaunchUnlessHeld(entry), entry.backoffMs);
  }

  // A hold file (<holdDir>/<name>) keeps a dead part down until it is removed: the fault tests use it
  // to take a service away for as long as they need, operators to keep a part down for maintenance.
  function relaunchUnlessHeld(entry) {
    if (stopping) return;
    if (holdDir && fs.existsSync(path.join(holdDir, entry.name))) {
      entry.timer = setTimeout(() => relaunchUnlessHeld(entry), 200);
      return;
    }
    launch(entry);
  }

  return {
    /** Starts `node <args>` as `name`. */
    start(name, args, env = {}, { cwd } = {}) {
      const entry = { name, args, env, cwd, prefix: prefix(name, procs.size), restart: false, backoffMs: 250 };
      procs.set(name, entry);
      launch(entry);
      return entry;
    },
    entries() {
      return procs.values();
    },
    /** From now on, parts that die are started again. */
    keepAlive() {
      for (const entry of procs.values()) entry.restart = true;
    },
    /** Stops parts in the reverse order of their start, so the database outlives the services' shutdown. */
    async stopAll(timeoutMs = 8000) {
      stopping = true;
      for (const entry of [...procs.values()].reverse()) {
        clearTimeout(entry.timer);
        const child = entry.child;
        if (!child) continue;
        await new Promise((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          child.once('exit', () => (clearTimeout(kill), resolve()));
          child.kill('SIGTERM');
        });
      }
    },
  };
}
