import { describe, expect, it } from 'vitest';

import {
  busyProcesses,
  decodeAddress,
  describeSection,
  familyOf,
  parseCpuModel,
  parseCpuTimes,
  parseListening,
  parseLoadavg,
  parseProcessStat,
  shortCommand,
  stealPercent,
  type ProcessTimes,
  type SectionRecord,
} from './machine';

describe('/proc parsers', () => {
  it('reads the load average', () => {
    expect(parseLoadavg('0.26 1.21 1.45 2/137 17615\n')).toEqual({
      one: 0.26,
      five: 1.21,
      fifteen: 1.45,
    });
    expect(() => parseLoadavg('')).toThrow();
  });

  it('reads steal and total ticks, and the steal share between two readings', () => {
    const before = parseCpuTimes(
      'cpu  236245 0 53064 276692 1595 0 19407 252 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n',
    );
    expect(before).toEqual({ steal: 252, total: 587255 });
    const after = parseCpuTimes('cpu  236645 0 53164 277092 1595 0 19407 262 0 0\n');
    // 10 steal ticks of 910.
    expect(stealPercent(before, after)).toBeCloseTo(1.0989, 3);
    expect(stealPercent(before, before)).toBe(0);
  });

  it('reads the CPU model', () => {
    const cpuinfo =
      'processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC  9B14 96-Core Processor\n';
    expect(parseCpuModel(cpuinfo)).toBe('AMD EPYC 9B14 96-Core Processor');
    expect(parseCpuModel('processor : 0\nHardware : BCM2835\n')).toBe('BCM2835');
    expect(parseCpuModel('')).toBe('unknown CPU');
  });

  it('decodes the kernel addresses of IPv4 and IPv6 sockets', () => {
    expect(decodeAddress('0100007F')).toBe('127.0.0.1');
    expect(decodeAddress('00000000')).toBe('0.0.0.0');
    expect(decodeAddress('00000000000000000000000001000000')).toBe('::1');
    expect(decodeAddress('00000000000000000000000000000000')).toBe('::');
    expect(decodeAddress('0000000000000000FFFF00000100007F')).toBe('::ffff:7f00:1');
  });

  it('lists the listening sockets of /proc/net/tcp', () => {
    const tcp = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:1111 00000000:0000 0A 00000000:00000000 00:00000000 00000000   104        0 21234 1 0000000000000000 100 0 0 10 0',
      '   1: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 2001 1 0000000000000000 100 0 0 10 0',
      '   2: 0100007F:1004 0100007F:C350 01 00000000:00000000 00:00000000 00000000     0        0 3003 1 0000000000000000 20 4 30 10 -1',
      '',
    ].join('\n');
    expect(parseListening(tcp)).toEqual([
      { address: '127.0.0.1', port: 4369, inode: 21234 },
      { address: '0.0.0.0', port: 2024, inode: 2001 },
    ]);
    const tcp6 =
      '  sl  local_address                         remote_address                        st\n' +
      '   0: 00000000000000000000000001000000:1111 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4444 1\n';
    expect(parseListening(tcp6)).toEqual([{ address: '::1', port: 4369, inode: 4444 }]);
  });

  it('reads a process stat line, a command with spaces and parentheses included', () => {
    const line =
      '17849 (Main (Thread) x) S 17800 17849 17849 0 -1 4194304 5000 0 0 0 1200 300 0 0 20 0 11 0 987654 1000000 5000 18446744073709551615';
    expect(parseProcessStat(line)).toEqual({
      pid: 17849,
      command: 'Main (Thread) x',
      ppid: 17800,
      ticks: 1500,
      start: 987654,
    });
    expect(parseProcessStat('garbage')).toBeNull();
  });
});

const proc = (pid: number, ppid: number, ticks: number, start = 1, command = `p${pid}`) => ({
  pid,
  ppid,
  command,
  ticks,
  start,
});

describe('busy processes', () => {
  const before: ProcessTimes[] = [proc(10, 1, 1000), proc(11, 1, 500), proc(12, 1, 0, 5)];
  it('keeps those above 5% of a core over the section, busiest first, leaving out the own', () => {
    const after = [
      proc(10, 1, 1000 + 300), // 3 s of 10: 30%
      proc(11, 1, 500 + 40), // 4%
      proc(12, 1, 200, 7), // a new process under a reused pid: all of its 2 s
      proc(13, 1, 80), // started during the section: 8%
      proc(14, 1, 900), // the bench's own
    ];
    expect(
      busyProcesses({ before, after, seconds: 10, ticksPerSecond: 100, own: (pid) => pid === 14 }),
    ).toEqual([
      { pid: 10, command: 'p10', cpuPercent: 30 },
      { pid: 12, command: 'p12', cpuPercent: 20 },
      { pid: 13, command: 'p13', cpuPercent: 8 },
    ]);
  });
});

describe('the family of the bench', () => {
  it('is the process, its ancestors and everything below it', () => {
    const processes = [
      proc(1, 0, 0),
      proc(100, 1, 0), // npm
      proc(101, 100, 0), // tsx
      proc(102, 101, 0), // the bench
      proc(103, 102, 0), // postgres via runuser
      proc(104, 103, 0),
      proc(105, 104, 0),
      proc(200, 1, 0), // someone else's
      proc(201, 200, 0),
      proc(202, 100, 0), // a sibling of tsx: not the bench's
    ];
    expect([...familyOf(102, processes)].sort((a, b) => a - b)).toEqual([
      100, 101, 102, 103, 104, 105,
    ]);
  });

  it('survives a loop of parents', () => {
    expect([...familyOf(5, [proc(5, 1, 0), proc(6, 7, 0), proc(7, 6, 0)])]).toEqual([5]);
  });
});

describe('the line printed after a section', () => {
  const record: SectionRecord = {
    name: 'api',
    repeat: 1,
    seconds: 41.2,
    before: { at: '', load: { one: 1.23, five: 1, fifteen: 1 }, cpuModel: 'x' },
    after: { at: '', load: { one: 1.94, five: 1, fifteen: 1 }, cpuModel: 'x' },
    stealPercent: 0.31,
    busy: [],
    ports: [],
  };
  it('gives load, steal and the busy processes', () => {
    expect(describeSection(record)).toBe('load 1.2→1.9, steal 0.3%, busy: none');
    expect(
      describeSection({
        ...record,
        stealPercent: null,
        busy: [{ pid: 9, command: 'wrk', cpuPercent: 85.4 }],
      }),
    ).toBe('load 1.2→1.9, steal ?, busy: wrk (pid 9) 85%');
  });
});

describe('a short name for a process', () => {
  it('is its program and last argument, or its thread name', () => {
    expect(
      shortCommand({
        command: 'MainThread',
        commandLine:
          '/root/.cache/node/bin/node --require /x/preflight.cjs --import file:///x/loader.mjs src/main.ts',
      }),
    ).toBe('node src/main.ts');
    expect(shortCommand({ command: 'postgres', commandLine: 'postgres: walwriter ' })).toBe(
      'postgres: walwriter',
    );
    expect(shortCommand({ command: 'wrk', commandLine: 'wrk' })).toBe('wrk');
    expect(shortCommand({ command: 'kworker/0:1' })).toBe('kworker/0:1');
  });
});
