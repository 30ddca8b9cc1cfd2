/** Catalogue entries of the local servers (`vitrine serve`, `vitrine preview`): listening and answering. */
import { entry } from './entry.ts';

export const PortInUse = entry({ name: 'PortInUse', code: 'listen-failed', title: 'The port is taken', message: (port: number, host: string) => `port ${port} is already in use on ${host} (stop the other server or pass --port)` });
export const PortNotAllowed = entry({ name: 'PortNotAllowed', code: 'listen-failed', title: 'A privileged port', message: (where: string) => `not allowed to listen on ${where} (ports below 1024 need privileges)` });
export const HostNotLocal = entry({ name: 'HostNotLocal', code: 'listen-failed', title: '--host names no address of this machine', message: (host: string) => `--host ${host} is not an address of this machine` });
export const CannotListen = entry({ name: 'CannotListen', code: 'listen-failed', title: 'Listening failed', message: (where: string, reason: string) => `cannot listen on ${where}: ${reason}` });
export const ListeningWide = entry({
  name: 'ListeningWide',
  code: 'build-warning',
  title: 'A server reachable from other machines',
  message: (host: string) => `listening on ${host}: reachable from other machines, not only this one`,
});
export const ReleaseGone = entry({ name: 'ReleaseGone', code: 'not-found', title: 'The live release of a site is missing', message: 'Service Unavailable' });
export const SharpMissing = entry({
  name: 'SharpMissing',
  code: 'build-warning',
  title: 'Image resizing is off: sharp cannot be loaded',
  message: (reason: string) => `image resizing is off: sharp (an optional dependency, only the local servers use it) cannot be loaded (${reason}); /storage/render/image/… answers 501 until it is installed`,
  hint: 'npm install sharp (it ships prebuilt libvips for Linux, macOS and Windows)',
});
