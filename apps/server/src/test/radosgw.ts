// A real S3 server for the tests and the benchmark: Ceph's RADOS Gateway from Debian (packages
// ceph-mon, ceph-osd, radosgw, ceph-common) on a single-node Ceph cluster that keeps its objects
// in memory, in a temporary folder, on ports of its own. It starts in about ten seconds.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

import { dieWithTests } from './children';
import { freePort } from './ports';

const run = promisify(execFile);

export interface S3Server {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RunningS3Server extends S3Server {
  stop(): Promise<void>;
}

/** The Debian packages the gateway needs, named in the error when one is missing. */
export const RADOSGW_PACKAGES = 'ceph-mon ceph-osd radosgw ceph-common';

function cephConf(dir: string, monPort: number, rgwPort: number, fsid: string): string {
  return `[global]
fsid = ${fsid}
mon host = v1:127.0.0.1:${monPort}
mon initial members = a
auth cluster required = none
auth service required = none
auth client required = none
auth allow insecure global id reclaim = true
run dir = ${dir}/run
log file = ${dir}/log/$name.log
admin socket = ${dir}/run/$name.asok
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
mon max pg per osd = 1000
ms bind ipv6 = false
[mon.a]
mon data = ${dir}/mon
mon addr = 127.0.0.1:${monPort}
[osd.0]
osd data = ${dir}/osd
osd objectstore = memstore
memstore device bytes = 4294967296
osd max object name len = 256
osd max object namespace len = 64
# Placed in the CRUSH map by the start script instead: Ceph 16's OSD can send these commands
# before it has learned the cluster's fsid, be refused ('wrong fsid') and stop.
osd crush update on start = false
osd class update on start = false
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw data = ${dir}/rgw
`;
}

/** Starts a single-node cluster and its gateway in `dir`; `stop` ends them and removes `dir`. */
export async function startRadosGateway(dir: string): Promise<RunningS3Server> {
  for (const tool of ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool']) {
    if (!existsSync(`/usr/bin/${tool}`)) {
      throw new Error(`${tool} is missing: install Debian's ${RADOSGW_PACKAGES}`);
    }
  }
  await rm(dir, { recursive: true, force: true });
  for (const sub of ['run', 'log', 'mon', 'osd', 'rgw']) {
    await mkdir(join(dir, sub), { recursive: true });
  }
  const monPort = await freePort();
  let rgwPort = await freePort();
  while (rgwPort === monPort) rgwPort = await freePort();
  const fsid = randomUUID();
  const conf = join(dir, 'ceph.conf');
  await writeFile(conf, cephConf(dir, monPort, rgwPort, fsid));
  const children: ChildProcess[] = [];
  const daemon = (command: string, args: string[]) => {
    const child = spawn(command, ['-f', '-c', conf, ...args], { stdio: 'ignore' });
    dieWithTests(child);
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const keyring = join(dir, 'keyring');
    await run('ceph-authtool', [
      '--create-keyring',
      keyring,
      '--gen-key',
      '-n',
      'mon.',
      '--cap',
      'mon',
      'allow *',
    ]);
    const monmap = join(dir, 'monmap');
    await run('monmaptool', [
      '--create',
      // The legacy protocol, as 'mon host' says: given a port but 6789, --add means msgr2.
      '--addv',
      'a',
      `[v1:127.0.0.1:${monPort}]`,
      '--fsid',
      fsid,
      monmap,
    ]);
    await run('ceph-mon', [
      '-c',
      conf,
      '--mkfs',
      '-i',
      'a',
      '--monmap',
      monmap,
      '--keyring',
      keyring,
    ]);
    daemon('ceph-mon', ['-i', 'a']);
    await run('ceph', ['-c', conf, '--connect-timeout', '20', 'osd', 'create']);
    await run('ceph', [
      '-c',
      conf,
      'osd',
      'crush',
      'add',
      'osd.0',
      '1.0',
      'root=default',
      'host=sada',
    ]);
    await run('ceph-osd', ['-c', conf, '-i', '0', '--mkfs']);
    await waitForOsd(conf, daemon('ceph-osd', ['-i', '0']));
    const gateway = daemon('radosgw', ['-n', 'client.rgw']);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answered = await fetch(endpoint).then(
        (response) => response.status,
        () => 0,
      );
      if (answered > 0) break;
      if (gateway.exitCode !== null) throw new Error(`radosgw exited (${gateway.exitCode})`);
      if (Date.now() > deadline) throw new Error('radosgw did not answer within 60 s');
      await sleep(250);
    }
    const accessKeyId = 'sada-test';
    const secretAccessKey = randomUUID();
    await run('radosgw-admin', [
      '-c',
      conf,
      'user',
      'create',
      '--uid=sada',
      '--display-name=Sada tests',
      `--access-key=${accessKeyId}`,
      `--secret-key=${secretAccessKey}`,
    ]);
    return { endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, stop };
  } catch (error) {
    // What the daemons wrote last says why; the folder goes with them.
    const logs = await Promise.all(
      ['mon.a', 'osd.0', 'client.rgw'].map(async (name) => {
        const text = await readFile(join(dir, 'log', `${name}.log`), 'utf8').catch(() => '');
        return `${name}: ${text.split('\n').slice(-6).join('\n')}`;
      }),
    );
    await stop();
    throw new Error(`${(error as Error).message}\n${logs.join('\n')}`, { cause: error });
  }
}

/** Waits until the monitor counts the OSD up, so the gateway finds it there. */
async function waitForOsd(conf: string, osd: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await osdIsUp(conf))) {
    if (osd.exitCode !== null) throw new Error(`ceph-osd exited (${osd.exitCode})`);
    if (Date.now() > deadline) throw new Error('the OSD was not up within 30 s');
    await sleep(250);
  }
}

async function osdIsUp(conf: string): Promise<boolean> {
  const { stdout } = await run('ceph', ['-c', conf, 'osd', 'stat', '--format', 'json']);
  return (JSON.parse(stdout) as { num_up_osds?: number }).num_up_osds === 1;
}

/** Makes the bucket `name` on `server`, path-style as the gateway wants. */
export async function createBucket(server: S3Server, name: string): Promise<void> {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  } finally {
    client.destroy();
  }
}
