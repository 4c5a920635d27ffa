// The machine a run was made on, in one line, written beside every figure.
import { cpus, release, totalmem } from 'node:os';

import { run } from './processes';

async function versionOf(command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args);
    return (stdout || stderr).split('\n')[0]?.trim() ?? '';
  } catch {
    return `${command}: not found`;
  }
}

export async function describeMachine(): Promise<string> {
  const cpu = cpus();
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  const nginx = await versionOf('nginx', ['-v']);
  return [
    `${cpu.length} × ${cpu[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU'}`,
    memory,
    `Linux ${release()}`,
    `Node ${process.version}`,
    nginx.replace('nginx version: ', ''),
  ].join(', ');
}
