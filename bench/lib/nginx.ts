// The run's nginx: the reference for streaming (the same file straight from disk) and the
// documented production mode (nginx in front of the app, sending the audio the app authorises).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startProcess, waitForHttp, type Started } from './processes';

export interface NginxPorts {
  /** Serves `filesDir` at /files/. */
  files: number;
  /** Proxies to the app; serves the app's storage at the internal `mediaPrefix`. */
  proxy: number;
}

export function nginxConfig(opts: {
  dir: string;
  ports: NginxPorts;
  appPort: number;
  filesDir: string;
  storageDir: string;
  mediaPrefix: string;
  asRoot: boolean;
}): string {
  const temp = (name: string) => `${name}_temp_path ${join(opts.dir, `${name}-temp`)};`;
  return `${opts.asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(opts.dir, 'nginx.pid')};
error_log ${join(opts.dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  types { audio/mpeg mp3; text/html html; application/javascript js; text/css css; }
  upstream sada { server 127.0.0.1:${opts.appPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${opts.ports.files};
    location /files/ { alias ${opts.filesDir}/; }
  }
  server {
    listen 127.0.0.1:${opts.ports.proxy};
    location / {
      proxy_pass http://sada;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Sendfile-Type X-Accel-Redirect;
    }
    location ${opts.mediaPrefix} {
      internal;
      alias ${opts.storageDir}/;
    }
  }
}
`;
}

export async function startNginx(
  opts: Parameters<typeof nginxConfig>[0] & { logFile: string },
): Promise<Started> {
  await mkdir(opts.dir, { recursive: true });
  const conf = join(opts.dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(opts));
  const proc = startProcess('nginx', 'nginx', ['-c', conf, '-p', opts.dir, '-g', 'daemon off;'], {
    logFile: opts.logFile,
  });
  await mkdir(opts.filesDir, { recursive: true });
  await writeFile(join(opts.filesDir, 'ready.txt'), 'ok');
  await waitForHttp(`http://127.0.0.1:${opts.ports.files}/files/ready.txt`, {
    timeoutMs: 10_000,
    process: proc,
  });
  return proc;
}
