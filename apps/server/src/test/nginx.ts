// Debian's nginx in front of a test app, configured by the shipped deploy/nginx.conf with only its
// addresses, folders and secret replaced: what the tests prove of it holds for the file operators
// copy. The benchmark runs the same configuration (bench/lib/nginx.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { repoRoot } from '../config';
import { dieWithTests } from './children';

export { freePort } from './ports';

export interface DeployedNginxOptions {
  /** Where nginx keeps its pid, logs and temporary files. */
  dir: string;
  /** The address nginx listens on. */
  port: number;
  /** The app's port. */
  appPort: number;
  /** $SADA_DATA_DIR/storage. */
  storageDir: string;
  /** MEDIA_LINK_SECRET. */
  linkSecret: string;
  /** MEDIA_BYTES_LOG. */
  bytesLog: string;
  /** Server blocks added beside Sada's (the benchmark's reference). */
  extraServers?: string;
}

/** Replaces one text of the shipped file, failing loudly when the file no longer has it. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
  return text.replace(from, to);
}

export function deployedNginxConfig(opts: DeployedNginxOptions): string {
  let conf = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(opts.dir, `${name}-temp`)};`)
    .join('\n');
  conf = replaceOnce(
    conf,
    'worker_processes auto;',
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(opts.dir, 'nginx.pid')};
error_log ${join(opts.dir, 'error.log')} warn;`,
  );
  conf = replaceOnce(
    conf,
    'include mime.types;',
    `include /etc/nginx/mime.types;\n  access_log off;\n${temp}`,
  );
  conf = replaceOnce(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${opts.appPort};`);
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${opts.port};`);
  conf = replaceOnce(conf, /\/var\/lib\/sada\/storage/g, opts.storageDir);
  conf = replaceOnce(conf, '/var/lib/sada/nginx-bytes.log', opts.bytesLog);
  conf = replaceOnce(conf, 'CHANGE-ME-TO-MEDIA_LINK_SECRET', opts.linkSecret);
  if (opts.extraServers) conf = replaceOnce(conf, /\}\s*$/, `${opts.extraServers}\n}\n`);
  return conf;
}

/** The shipped file with only its upstream servers, address and temporary paths replaced. */
export function instancesNginxConfig(opts: {
  dir: string;
  port: number;
  upstreams: string[];
}): string {
  let conf = readFileSync(join(repoRoot, 'deploy/nginx-instances.conf'), 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const found = typeof from === 'string' ? conf.includes(from) : from.test(conf);
    if (!found) throw new Error(`deploy/nginx-instances.conf no longer contains ${String(from)}`);
    conf = conf.replace(from, to);
  };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(opts.dir, `${name}-temp`)};`)
    .join('\n');
  replace(
    'worker_processes auto;',
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(opts.dir, 'nginx.pid')};
error_log ${join(opts.dir, 'error.log')} warn;`,
  );
  replace('include mime.types;', `include /etc/nginx/mime.types;\n  access_log off;\n${temp}`);
  replace(
    /( {4}server 10\.0\.0\.\d+:3000 [^\n]*\n)+/,
    opts.upstreams
      .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;\n`)
      .join(''),
  );
  replace('listen 80;', `listen 127.0.0.1:${opts.port};`);
  return conf;
}

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

export async function startDeployedNginx(opts: DeployedNginxOptions): Promise<RunningNginx> {
  await mkdir(opts.dir, { recursive: true });
  const file = join(opts.dir, 'nginx.conf');
  await writeFile(file, deployedNginxConfig(opts));
  const child = spawn('nginx', ['-c', file, '-p', opts.dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  dieWithTests(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`nginx did not answer: ${stderr}`);
    await sleep(25);
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
