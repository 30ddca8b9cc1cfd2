/**
 * Where `serve` and `preview` listen: 127.0.0.1 unless `--host` widens it
 * (the preview renders any tenant's unsaved edits and the local servers write
 * leads: not for the network by default). A port in use or a host that cannot
 * be bound is one line on stderr and exit code 1, never a stack trace; SIGINT
 * and SIGTERM close the server.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CannotListen, HostNotLocal, ListeningWide, messageOf, PortInUse, PortNotAllowed, SharpMissing } from '../domain/errors.ts';

export const DEFAULT_HOST = '127.0.0.1';

/** The storage emulation resizes with sharp, an optional dependency: say so at start when it cannot be loaded. */
export async function warnWithoutSharp(command: string): Promise<void> {
  const { sharpProblem } = await import('../server/image-resize.ts');
  const problem = await sharpProblem();
  if (problem) process.stderr.write(`vitrine ${command}: warning: ${problem}\n  hint: ${SharpMissing.hint}\n`);
}

export function listenOrExit(server: Server, command: string, host: string, port: number, ready: (port: number) => void): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    const reason =
      error.code === 'EADDRINUSE' ? messageOf(PortInUse, port, host)
      : error.code === 'EACCES' ? messageOf(PortNotAllowed, where)
      : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' ? messageOf(HostNotLocal, host)
      : messageOf(CannotListen, where, error.message);
    process.stderr.write(`vitrine ${command}: ${reason}\n`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
      process.stderr.write(`vitrine ${command}: ${messageOf(ListeningWide, host)}\n`);
    }
    ready((server.address() as AddressInfo).port);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
