/**
 * Debian's nginx for tests: the `vitrine.conf` a release ships (builds/nginx-config.ts),
 * pointed at a test's output folder and a free loopback port, in a throwaway prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITES_ROOT } from '../../builds/nginx-config.ts';
import { rawRequest } from './http.ts';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

export interface RunningNginx {
  port: number;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** nginx serving `<outDir>/sites/$host` with the shipped server block, from `confFile` (a release's builds/nginx/vitrine.conf). */
export async function startNginx(outDir: string, confFile: string, prefix: string): Promise<RunningNginx> {
  const port = await freePort();
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const shipped = readFileSync(confFile, 'utf8');
  const vitrine = shipped.replaceAll(DEFAULT_SITES_ROOT, path.join(outDir, 'sites')).replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(path.join(prefix, 'vitrine.conf'), vitrine);
  const temp = path.join(prefix, 'tmp');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi; uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  include ${prefix}/vitrine.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', path.join(prefix, 'nginx.conf'), '-p', prefix], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    try {
      await rawRequest(port, '/', { host: 'ready.invalid' });
      break;
    } catch {
      if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${stderr}${readFileSafe(path.join(prefix, 'error.log'))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port,
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
