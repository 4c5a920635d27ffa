// The run's nginx: the reference for streaming (the same file straight from disk) and the
// documented production mode (nginx in front of the app, sending the audio the app authorises).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startProcess, waitForHttp, type Started } from './processes';

export interface NginxPorts {
  /** Serves `filesDir` at /files/. */
  files: number;
  /** Proxies to the app, and sends the stored files its stream answers name (deploy/nginx.conf). */
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
  // What every request passed to the app carries (a keep-alive connection, the client's address).
  const toApp = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  return `${opts.asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(opts.dir, 'nginx.pid')};
error_log ${join(opts.dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  open_file_cache max=10000 inactive=60s;
  open_file_cache_valid 60s;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  types { audio/mpeg mp3; text/html html; application/javascript js; text/css css; }
  upstream sada { server 127.0.0.1:${opts.appPort}; keepalive 64; }
  proxy_cache_path ${join(opts.dir, 'stream-answers')} levels=1:2 keys_zone=stream_answers:4m max_size=64m inactive=5m use_temp_path=off;
  map $request_uri $stream_by_session { ~[?&]sig= 0; default 1; }
  map $stream_redirect $stream_file { ~^${opts.mediaPrefix}(.+)$ /$1; default /-; }
  server {
    listen 127.0.0.1:${opts.ports.files};
    location /files/ { alias ${opts.filesDir}/; }
  }
  server {
    listen 127.0.0.1:${opts.ports.proxy};
    location / {
      proxy_pass http://sada;
      ${toApp}
    }
    # As deploy/nginx.conf: the app's answer (or the cached answer to the same signed URL) names
    # the file, and nginx sends it.
    location /api/stream/ {
      auth_request /_stream_answer;
      auth_request_set $stream_redirect $upstream_http_x_accel_redirect;
      auth_request_set $stream_type $upstream_http_content_type;
      auth_request_set $stream_cache_control $upstream_http_cache_control;
      error_page 401 403 404 500 = @stream_refused;
      root ${opts.storageDir};
      types { }
      default_type "";
      add_header Content-Type $stream_type;
      add_header Cache-Control $stream_cache_control;
      add_header X-Content-Type-Options nosniff;
      try_files $stream_file =404;
    }
    location = /_stream_answer {
      internal;
      proxy_pass http://sada$request_uri;
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      ${toApp}
      proxy_set_header X-Sendfile-Type X-Accel-Redirect;
      proxy_cache stream_answers;
      proxy_cache_key $request_uri$http_range;
      proxy_cache_lock on;
      proxy_cache_bypass $stream_by_session;
      proxy_no_cache $stream_by_session;
      proxy_ignore_headers X-Accel-Redirect Cache-Control Expires Set-Cookie Vary;
    }
    location @stream_refused {
      proxy_pass http://sada;
      ${toApp}
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
