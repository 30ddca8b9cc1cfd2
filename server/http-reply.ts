/**
 * The one home of the servers' HTTP replies (`vitrine serve`, the storage
 * emulation, leads, `vitrine preview`): text, JSON, a file streamed from disk,
 * and the guard every request goes through, so that no request — a missing
 * file, a bug, a malformed header — can crash the process: an exception is a
 * 500 and a log line, never an exit.
 */
import { createReadStream } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { VitrineError } from '../domain/errors.ts';

export type Headers = Record<string, string>;
export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const TEXT = 'text/plain; charset=utf-8';

export function sendText(res: ServerResponse, status: number, body: string, type = TEXT, headers: Headers = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** An empty answer sending the client elsewhere; `location` must already be a safe one (./safe-location.ts). */
export function sendRedirect(res: ServerResponse, status: number, location: string): void {
  sendText(res, status, '', TEXT, { location });
}

/**
 * A file streamed as the body (nothing for HEAD). The headers go out only once
 * the file is open: a file gone between the check and the read is a 404, not a
 * crash, and a read error after that cuts the connection.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string, headers: Headers): void {
  const stream = createReadStream(file);
  stream.once('error', (error) => {
    if (res.headersSent) return void res.destroy();
    logProblem('file', req, error);
    sendText(res, 404, 'Not Found');
  });
  stream.once('open', () => {
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      stream.destroy();
      return void res.end();
    }
    stream.pipe(res);
  });
}

export function logProblem(label: string, req: IncomingMessage, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`vitrine ${label}: ${req.method ?? 'GET'} ${req.url ?? ''}: ${message}\n`);
}

/** How a known error is answered (a bad path: 400); unknown ones are a 500 and a log line. */
export interface ErrorAnswer {
  status: number;
  body?: string;
  headers?: Headers;
}

/** A bad path (`..`, a malformed escape) is the client's fault: 400, no log line. */
export function badRequest(error: unknown): ErrorAnswer | undefined {
  return (error instanceof VitrineError && error.code === 'unsafe-path') || error instanceof URIError ? { status: 400 } : undefined;
}

/**
 * Every request through `handler`, any exception (thrown or rejected) caught:
 * `classify` may turn a known one into an answer; anything else is logged and
 * answered 500 (or the connection cut when the answer had started).
 */
export function guarded(label: string, handler: Handler, classify: (error: unknown) => ErrorAnswer | undefined = () => undefined): Handler {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const answer = classify(error);
    if (!answer) logProblem(label, req, error);
    if (res.headersSent) return void res.destroy();
    const status = answer?.status ?? 500;
    sendText(res, status, answer?.body ?? STATUS_CODES[status] ?? 'Error', TEXT, answer?.headers);
  };
  return (req, res) => {
    try {
      const pending = handler(req, res);
      if (pending) pending.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}
