/**
 * Build reporting: a live progress line on a TTY, one line per stage
 * otherwise (CI logs), and nothing at all on stdout when --json is given.
 */
import type { Reporter } from '../builds/reporter.ts';

export function createReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  const tty = stream.isTTY === true;
  let lastDraw = 0;
  const line = (text: string) => {
    if (tty) stream.write('\r\x1b[K');
    stream.write(`${text}\n`);
  };
  return {
    stage(site, stage, detail) {
      line(`[${site}] ${stage}${detail ? `: ${detail}` : ''}`);
    },
    progress(site, done, total) {
      if (!tty) return;
      const now = Date.now();
      if (done !== total && now - lastDraw < 100) return;
      lastDraw = now;
      stream.write(`\r\x1b[K[${site}] render ${done}/${total} (${Math.round((done / Math.max(1, total)) * 100)}%)`);
      if (done === total) stream.write('\n');
    },
    warn(site, message) {
      line(`[${site}] warning: ${message}`);
    },
    fail(site, message) {
      line(`[${site}] FAILED: ${message}`);
    },
  };
}
