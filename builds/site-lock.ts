/**
 * One build (or rollback) per site per `--out` at a time (DESIGN §10): a lock file
 * `<out>/locks/<site>.lock` created with O_EXCL, holding the owner's pid, host and start.
 * A second build of the same site fails at once with a clear message (it never waits: a CI
 * job retries, a person sees who holds it). A lock left by a crashed build (kill -9, a
 * power cut) is stale when its pid no longer runs on this host, and is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SiteLocked, SiteLockUnavailable, vitrineError } from '../domain/errors.ts';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export interface SiteLock {
  file: string;
  release(): void;
}

export function lockFile(outDir: string, siteUrl: string): string {
  return path.join(outDir, 'locks', `${siteUrl}.lock`);
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null; // vanished, or half-written by an owner killed in between: decided below
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/** Whether the owner is gone: same host and its pid no longer runs. Another host's lock is never taken over. */
function isStale(file: string, owner: LockOwner | null): boolean {
  if (owner === null) {
    // Unreadable: just created and not written yet, or its writer died in between.
    try {
      return Date.now() - statSync(file).mtimeMs > 10_000;
    } catch {
      return true;
    }
  }
  return owner.host === os.hostname() && !isRunning(owner.pid);
}

export function acquireSiteLock(outDir: string, siteUrl: string, what = 'build'): SiteLock {
  const file = lockFile(outDir, siteUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (!isStale(file, owner)) {
        throw vitrineError(SiteLocked, [siteUrl, outDir, owner ? `pid ${owner.pid} on ${owner.host}, since ${owner.since}` : 'starting', file]);
      }
      // Stale: take it over. A rename would race with another taker; removing and retrying the
      // exclusive create lets exactly one of them win.
      rmSync(file, { force: true });
      continue;
    }
    const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    let released = false;
    return {
      file,
      release() {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw vitrineError(SiteLockUnavailable, [file, siteUrl, what]);
}
