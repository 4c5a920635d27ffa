// The deployment files operators copy: nginx accepts each configuration as shipped, and the one
// deploy/compose.yaml runs differs from deploy/nginx-instances.conf only where it must.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { repoRoot } from './config';
import { deployedNginxConfig, instancesNginxConfig } from './test/nginx';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-deploy-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `nginx -t` on `conf`; resolves with what nginx printed, rejects when it refuses the file. */
async function nginxAccepts(name: string, conf: string): Promise<string> {
  const file = join(dir, `${name}.conf`);
  await writeFile(file, conf);
  const { stderr } = await promisify(execFile)('nginx', ['-t', '-c', file, '-p', dir]);
  return stderr;
}

describe('the nginx configurations in deploy/', () => {
  it('accepts the one-machine file (nginx.conf)', async () => {
    const conf = deployedNginxConfig({
      dir,
      port: 18_080,
      appPort: 13_000,
      storageDir: join(dir, 'storage'),
      linkSecret: 'a'.repeat(32),
      bytesLog: join(dir, 'bytes.log'),
    });
    expect(await nginxAccepts('one-machine', conf)).toContain('test is successful');
  });

  it('accepts the many-instances file (nginx-instances.conf)', async () => {
    const conf = instancesNginxConfig({
      dir,
      port: 18_081,
      upstreams: ['127.0.0.1:13001', '127.0.0.1:13002', '127.0.0.1:13003'],
    });
    expect(conf.match(/ {4}server 127\.0\.0\.1:1300\d max_fails=1 fail_timeout=5s;/g)).toHaveLength(
      3,
    );
    expect(await nginxAccepts('instances', conf)).toContain('test is successful');
  });

  it('gives compose the many-instances file with only its upstream and name changed', async () => {
    const [instances, compose] = await Promise.all([
      readFile(join(repoRoot, 'deploy/nginx-instances.conf'), 'utf8'),
      readFile(join(repoRoot, 'deploy/nginx-compose.conf'), 'utf8'),
    ]);
    const body = compose.slice(compose.indexOf('# Sada on several machines'));
    expect(body).toBe(
      instances
        .replace('server 10.0.0.11:3000', 'server app-a:3000')
        .replace('server 10.0.0.12:3000', 'server app-b:3000')
        .replace('server_name sada.example.com;', 'server_name sada.localhost;'),
    );
    const services = await readFile(join(repoRoot, 'deploy/compose.yaml'), 'utf8');
    for (const name of ['postgres', 'minio', 'bucket', 'app-a', 'app-b', 'worker', 'nginx']) {
      expect(services).toMatch(new RegExp(`^  ${name}:$`, 'm'));
    }
    expect(services).toContain('./nginx-compose.conf:/etc/nginx/nginx.conf:ro');
  });
});
