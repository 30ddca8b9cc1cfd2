/**
 * Build reporting. On a terminal: one live line (`[3/50] site render 1200/10352 · 0:41
 * elapsed · ETA 1:10`) above which each site's result appears as soon as it is done. In
 * a CI log (not a TTY): plain lines with a UTC timestamp, one per stage and result.
 * `--quiet` keeps results, warnings and failures. Nothing goes to stdout (--json owns it).
 */
import type { Reporter } from '../builds/reporter.ts';

export interface CliReporter extends Reporter {
  /** A site finished: its line, and how many of all are done. */
  result(line: string, done: number, total: number): void;
  /** Any other line (the final summary). */
  line(text: string): void;
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function createReporter(stream: NodeJS.WriteStream = process.stderr, options: { quiet?: boolean; now?: () => number } = {}): CliReporter {
  const tty = stream.isTTY === true;
  const now = options.now ?? Date.now;
  const started = now();
  let lastDraw = 0;
  let sitesDone = 0;
  let sitesTotal = 0;
  let live = '';
  const stamp = () => (tty ? '' : `${new Date(now()).toISOString().slice(0, 19)}Z `);
  const write = (text: string) => {
    if (tty && live) stream.write('\r\x1b[K');
    stream.write(`${stamp()}${text}\n`);
    if (tty && live) stream.write(live);
  };
  const counter = () => (sitesTotal > 0 ? `[${sitesDone}/${sitesTotal}] ` : '');
  return {
    stage(site, stage, detail) {
      if (!options.quiet) write(`[${site}] ${stage}${detail ? `: ${detail}` : ''}`);
    },
    progress(site, done, total) {
      if (!tty || options.quiet) return;
      const t = now();
      if (done !== total && t - lastDraw < 100) return;
      lastDraw = t;
      const elapsed = t - started;
      // ETA from the sites done so far when there are several, else from this site's pages.
      const fraction = sitesTotal > 1 ? (sitesDone + done / Math.max(1, total)) / sitesTotal : done / Math.max(1, total);
      const eta = fraction > 0 ? clock(elapsed / fraction - elapsed) : '?';
      live = `${counter()}[${site}] render ${done}/${total} · ${clock(elapsed)} elapsed · ETA ${eta}`;
      stream.write(`\r\x1b[K${live}`);
    },
    warn(site, message) {
      write(`[${site}] warning: ${message}`);
    },
    fail(site, message) {
      write(`[${site}] FAILED: ${message}`);
    },
    result(line, done, total) {
      sitesDone = done;
      sitesTotal = total;
      write(`[${done}/${total}] ${line}`);
    },
    line(text) {
      if (tty && live) stream.write('\r\x1b[K');
      live = '';
      stream.write(`${stamp()}${text}\n`);
    },
  };
}
