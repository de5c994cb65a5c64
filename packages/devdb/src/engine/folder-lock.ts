// One server per data folder: a second devdb on the same folder would interleave journal writes.
import fs from 'node:fs';
import path from 'node:path';

const LOCK = 'devdb.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, just not ours to signal
  }
}

/** Takes the folder's lock, or throws if a live devdb process holds it (a dead holder's lock is stale). */
export function takeLock(dir: string): () => void {
  const lock = path.join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' }); // atomic: fails if it exists
      return () => fs.rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      if (pid && isAlive(pid)) throw new Error(`${dir} is in use by devdb process ${pid}`);
      fs.rmSync(lock, { force: true }); // left behind by a crash
    }
  }
  throw new Error(`could not lock ${dir}`);
}
