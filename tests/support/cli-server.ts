/**
 * `vitrine serve` / `vitrine preview` as a user starts them: the real CLI in
 * its own process (so a crash is seen as an exit, not as a test-runner
 * failure), its port read from its first line, its stderr kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(import.meta.dirname, '..', '..', 'bin', 'vitrine.mjs');

export interface CliServer {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Whether the process has exited (it must not, whatever it was asked). */
  exited(): boolean;
  stop(): Promise<void>;
}

/** Runs `vitrine <args>` and resolves once it printed its URL (or rejects with its output when it exits first). */
export function startCli(args: string[], timeoutMs = 90_000, env: NodeJS.ProcessEnv = {}): Promise<CliServer> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
  let out = '';
  let err = '';
  let exitCode: number | null | undefined;
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
  const server: Omit<CliServer, 'port'> = {
    child,
    stdout: () => out,
    stderr: () => err,
    exited: () => exitCode !== undefined,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exit;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`no URL printed in ${timeoutMs} ms: ${out} ${err}`))), timeoutMs);
    const look = () => {
      const port = /http:\/\/(?:localhost|127\.0\.0\.1|\[?[\d:.a-f]+\]?):(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve({ ...server, port: Number(port) });
      }
    };
    child.stdout!.on('data', look);
    void exit.then(() => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`exited with ${exitCode}: ${out} ${err}`), { code: exitCode, stdout: out, stderr: err }));
    });
  });
}

/** Runs `vitrine <args>` to its end: exit code and output. */
export function runCli(args: string[], timeoutMs = 90_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
  });
}
