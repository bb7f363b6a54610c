/**
 * An exclusive lock on PGlite's data dir: a lock file created with O_EXCL holding the owner's pid.
 * PGlite does not lock its files, and two processes on one dir corrupt it. A lock left by a crashed
 * process (its pid no longer alive) is taken over. A time-based lock would not do: PGlite's WASM
 * blocks the event loop for seconds, so a heartbeat could not keep the lock fresh.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const held = new Set<string>();

function ownerIsAlive(lockFile: string): boolean {
  try {
    const [pid, host] = readFileSync(lockFile, 'utf8').split('@');
    if (host && host.trim() !== hostname()) return true; // another machine's process: cannot tell, assume alive
    process.kill(Number(pid), 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or answers false when another live process (or this one) holds it. */
export function lockDataDir(dir: string): (() => void) | false {
  const lockFile = join(dir, 'dockhand.lock');
  if (held.has(lockFile)) return false;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}@${hostname()}`);
      closeSync(fd);
      held.add(lockFile);
      return () => {
        held.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (ownerIsAlive(lockFile)) return false;
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  return false;
}
