import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { shutdownOnSignal } from './shutdown';

function recorder() {
  const lines: string[] = [];
  const log = {
    info: (_fields: object, message: string) => void lines.push(`info ${message}`),
    warn: (_fields: object, message: string) => void lines.push(`warn ${message}`),
    error: (_fields: object, message: string) => void lines.push(`error ${message}`),
  };
  return { lines, log: log as never };
}

describe('shutdownOnSignal', () => {
  it('closes the parts in order, once, and exits 0', async () => {
    const { log } = recorder();
    const order: string[] = [];
    const exits: number[] = [];
    const stop = shutdownOnSignal({
      log,
      steps: [
        async () => void order.push('requests'),
        async () => {
          await sleep(20);
          order.push('jobs');
        },
        async () => void order.push('database'),
      ],
      exit: (code) => void exits.push(code),
    });
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect(order).toEqual(['requests', 'jobs', 'database']);
    expect(exits).toEqual([0]);
  });

  it('exits 1 at the deadline when a part never finishes, and says so', async () => {
    const { lines, log } = recorder();
    const exits: number[] = [];
    void shutdownOnSignal({
      log,
      steps: [() => new Promise(() => undefined)],
      deadlineMs: 50,
      exit: (code) => void exits.push(code),
    })('SIGTERM');
    await sleep(120);
    expect(exits).toEqual([1]);
    expect(lines).toContain('warn still stopping at the deadline; exiting');
  });

  it('exits 1 at once when a part fails', async () => {
    const { lines, log } = recorder();
    const exits: number[] = [];
    await shutdownOnSignal({
      log,
      steps: [
        async () => {
          throw new Error('the pool would not close');
        },
      ],
      exit: (code) => void exits.push(code),
    })('SIGTERM');
    expect(exits).toEqual([1]);
    expect(lines).toContain('error stopping failed');
  });
});
