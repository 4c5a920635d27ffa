// The run's nginx: the reference for streaming (the same file straight from disk) and the
// documented production mode, deploy/nginx.conf itself in front of the app (nginx sending the
// audio of the links the app signs for it, and of the requests the app authorises).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { deployedNginxConfig } from '../../apps/server/src/test/nginx';
import { startProcess, waitForHttp, type Started } from './processes';

export interface NginxPorts {
  /** Serves `filesDir` at /files/. */
  files: number;
  /** deploy/nginx.conf: proxies to the app, and sends the stored audio. */
  proxy: number;
}

export function nginxConfig(opts: {
  dir: string;
  ports: NginxPorts;
  appPort: number;
  filesDir: string;
  storageDir: string;
  linkSecret: string;
  bytesLog: string;
}): string {
  return deployedNginxConfig({
    dir: opts.dir,
    port: opts.ports.proxy,
    appPort: opts.appPort,
    storageDir: opts.storageDir,
    linkSecret: opts.linkSecret,
    bytesLog: opts.bytesLog,
    extraServers: `  server {
    listen 127.0.0.1:${opts.ports.files};
    location /files/ { alias ${opts.filesDir}/; }
  }`,
  });
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
