import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guarded, sendFile } from './http-reply.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const s of servers.splice(0)) await new Promise((r) => (s.closeAllConnections(), s.close(r)));
});

async function serve(handler: Parameters<typeof guarded>[1], classify?: Parameters<typeof guarded>[2]): Promise<string> {
  const server = createServer(guarded('test', handler, classify));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('guarded', () => {
  it('answers a thrown or rejected exception with 500 and a log line, and keeps serving', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const base = await serve((req) => {
      if (req.url === '/sync') throw new Error('boom');
      return Promise.reject(new Error('later'));
    });
    expect((await fetch(`${base}/sync`)).status).toBe(500);
    expect((await fetch(`${base}/async`)).status).toBe(500);
    expect(log.mock.calls.map((c) => String(c[0])).join('')).toMatch(/vitrine test: GET \/sync: boom[\s\S]*GET \/async: later/);
  });

  it('answers a known error as classified, without a log line', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const base = await serve(() => { throw new URIError('bad'); }, (e) => (e instanceof URIError ? { status: 400 } : undefined));
    const res = await fetch(base);
    expect([res.status, await res.text()]).toEqual([400, 'Bad Request']);
    expect(log).not.toHaveBeenCalled();
  });

  it('a file that is gone is a 404, not a crash', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const base = await serve((req, res) => sendFile(req, res, 200, '/nonexistent/file.html', { 'content-type': 'text/html' }));
    expect((await fetch(base)).status).toBe(404);
  });
});
