// The machine a run was made on: one line written beside every figure, and what it was doing
// around each section (load, CPU steal, other listening ports, busy processes), read from /proc.
import { readdir, readFile, readlink } from 'node:fs/promises';
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

// ---------------------------------------------------------------------------------------------
// Parsers of /proc (pure)

export interface LoadAverage {
  one: number;
  five: number;
  fifteen: number;
}

/** /proc/loadavg: "0.26 1.21 1.45 2/137 17615". */
export function parseLoadavg(text: string): LoadAverage {
  const [one, five, fifteen] = text.trim().split(/\s+/).map(Number);
  if ([one, five, fifteen].some((n) => n === undefined || Number.isNaN(n))) {
    throw new Error(`unreadable /proc/loadavg: ${text}`);
  }
  return { one: one ?? 0, five: five ?? 0, fifteen: fifteen ?? 0 };
}

export interface CpuTimes {
  /** Clock ticks the hypervisor gave other guests while this one wanted to run. */
  steal: number;
  /** All clock ticks: user nice system idle iowait irq softirq steal (guest time is in user). */
  total: number;
}

/** The machine-wide "cpu" line of /proc/stat. */
export function parseCpuTimes(stat: string): CpuTimes {
  const line = stat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) throw new Error('/proc/stat has no cpu line');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { steal: ticks[7] ?? 0, total: ticks.reduce((a, b) => a + b, 0) };
}

/** The steal ticks between two readings, as a percentage of all ticks between them. */
export function stealPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? ((after.steal - before.steal) / total) * 100 : 0;
}

/** The first "model name" of /proc/cpuinfo (or what an ARM kernel prints instead). */
export function parseCpuModel(cpuinfo: string): string {
  for (const key of ['model name', 'Hardware', 'Processor', 'cpu model']) {
    const match = new RegExp(`^${key}\\s*:\\s*(.+)$`, 'm').exec(cpuinfo);
    if (match?.[1]) return match[1].replace(/\s+/g, ' ').trim();
  }
  return 'unknown CPU';
}

export interface ListeningSocket {
  address: string;
  port: number;
  /** The socket's inode, which names it among a process's open files (socket:[inode]). */
  inode: number;
}

/** "0100007F" (little-endian words, as the kernel prints them) → 127.0.0.1; 32 digits → IPv6. */
export function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((w) => (w.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < bytes.length; i += 2) {
    groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  }
  // The URL parser writes an IPv6 address in its shortest form.
  return new URL(`http://[${groups.join(':')}]/`).hostname.replace(/^\[|\]$/g, '');
}

/** The listening sockets (state 0A) of /proc/net/tcp or /proc/net/tcp6. */
export function parseListening(table: string): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local, state, inode] = [fields[1], fields[3], fields[9]];
    if (state !== '0A' || !local || !inode) continue;
    const [address, port] = local.split(':');
    if (!address || !port) continue;
    sockets.push({
      address: decodeAddress(address),
      port: parseInt(port, 16),
      inode: Number(inode),
    });
  }
  return sockets;
}

export interface ProcessTimes {
  pid: number;
  ppid: number;
  command: string;
  /** utime + stime, in clock ticks. */
  ticks: number;
  /** When it started, in clock ticks since boot (tells a reused pid apart). */
  start: number;
}

/** /proc/<pid>/stat: "pid (comm) state ppid …", utime and stime the 14th and 15th fields. */
export function parseProcessStat(text: string): ProcessTimes | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is the 3rd field (state): field n is rest[n - 3].
  const field = (n: number) => Number(rest[n - 3]);
  return {
    pid: Number(text.slice(0, open).trim()),
    command: text.slice(open + 1, close),
    ppid: field(4),
    ticks: field(14) + field(15),
    start: field(22),
  };
}

export interface BusyProcess {
  pid: number;
  command: string;
  /** Share of one core it used over the section, in percent. */
  cpuPercent: number;
}

/**
 * Processes that used more than `threshold` (default 0.05) of a core between two readings,
 * busiest first, leaving out those `own` says the bench started. A process started between
 * the readings counts all its time.
 */
export function busyProcesses(opts: {
  before: readonly ProcessTimes[];
  after: readonly ProcessTimes[];
  seconds: number;
  ticksPerSecond: number;
  own: (pid: number) => boolean;
  threshold?: number;
}): BusyProcess[] {
  const threshold = opts.threshold ?? 0.05;
  const earlier = new Map(opts.before.map((p) => [p.pid, p]));
  const busy: BusyProcess[] = [];
  for (const p of opts.after) {
    const was = earlier.get(p.pid);
    const ticks = was && was.start === p.start ? p.ticks - was.ticks : p.ticks;
    const share = ticks / opts.ticksPerSecond / Math.max(opts.seconds, 0.001);
    if (share > threshold && !opts.own(p.pid)) {
      busy.push({ pid: p.pid, command: p.command, cpuPercent: Number((share * 100).toFixed(1)) });
    }
  }
  return busy.sort((a, b) => b.cpuPercent - a.cpuPercent);
}

/** `root`, every process descending from it, and its ancestors (npm, tsx), by parent pid. */
export function familyOf(root: number, processes: readonly ProcessTimes[]): Set<number> {
  const parent = new Map(processes.map((p) => [p.pid, p.ppid]));
  const family = new Set<number>([root]);
  for (let pid = parent.get(root); pid !== undefined && pid > 1; pid = parent.get(pid)) {
    family.add(pid);
  }
  for (const pid of parent.keys()) {
    const seen = new Set<number>();
    for (let p = parent.get(pid); p !== undefined && p > 1 && !seen.has(p); p = parent.get(p)) {
      seen.add(p);
      if (p === root) {
        family.add(pid);
        break;
      }
    }
  }
  return family;
}

// ---------------------------------------------------------------------------------------------
// Around a section

/** Clock ticks a second in /proc (USER_HZ, 100 on every Linux the bench runs on). */
const ticksPerSecond = 100;

/** What a section's record keeps of one reading. */
export interface MachineState {
  at: string;
  load: LoadAverage | null;
  cpuModel: string;
}

export interface MachineSnapshot {
  state: MachineState;
  cpu: CpuTimes | null;
  processes: ProcessTimes[];
  listening: ListeningSocket[];
  /** performance.now() when taken. */
  ms: number;
}

/** One section of a run, with what the machine did around it (the `sections` of the results). */
export interface SectionRecord {
  name: string;
  /** Which repeat of the selection, counted from 1. */
  repeat: number;
  seconds: number;
  before: MachineState;
  after: MachineState;
  /** CPU steal over the section, as a percentage of all CPU time. */
  stealPercent: number | null;
  /** Processes the bench did not start that used more than 5% of a core over the section. */
  busy: (BusyProcess & { commandLine?: string })[];
  /** Listening TCP ports other than the bench's own, before or after the section. */
  ports: { port: number; address: string; pid?: number; command?: string }[];
}

const readOr = <T>(file: string, parse: (text: string) => T, fallback: T): Promise<T> =>
  readFile(file, 'utf8').then(parse, () => fallback);

async function readProcesses(): Promise<ProcessTimes[]> {
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  const read = await Promise.all(
    pids.map((pid) => readOr(`/proc/${pid}/stat`, parseProcessStat, null)),
  );
  return read.filter((p): p is ProcessTimes => p !== null);
}

export async function takeSnapshot(): Promise<MachineSnapshot> {
  const [load, cpu, cpuModel, processes, tcp, tcp6] = await Promise.all([
    readOr('/proc/loadavg', parseLoadavg, null),
    readOr('/proc/stat', parseCpuTimes, null),
    readOr('/proc/cpuinfo', parseCpuModel, 'unknown CPU'),
    readProcesses(),
    readOr('/proc/net/tcp', parseListening, []),
    readOr('/proc/net/tcp6', parseListening, []),
  ]);
  return {
    state: { at: new Date().toISOString(), load, cpuModel },
    cpu,
    processes,
    listening: [...tcp, ...tcp6],
    ms: performance.now(),
  };
}

/** The processes holding each of `inodes` open, by their /proc/<pid>/fd links. */
async function socketOwners(inodes: ReadonlySet<number>, pids: readonly number[]) {
  const owners = new Map<number, number>();
  await Promise.all(
    pids.map(async (pid) => {
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
      for (const fd of fds) {
        const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
        const inode = Number(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? NaN);
        if (inodes.has(inode) && !owners.has(inode)) owners.set(inode, pid);
      }
    }),
  );
  return owners;
}

/** The process listening on TCP `port` (on any address), if any. */
export async function listeningPid(port: number): Promise<number | null> {
  const [tcp, tcp6] = await Promise.all([
    readOr('/proc/net/tcp', parseListening, []),
    readOr('/proc/net/tcp6', parseListening, []),
  ]);
  const inodes = new Set([...tcp, ...tcp6].filter((s) => s.port === port).map((s) => s.inode));
  if (inodes.size === 0) return null;
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  const owners = await socketOwners(inodes, pids.map(Number));
  return owners.values().next().value ?? null;
}

/** A process's resident memory, in bytes (VmRSS). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`no VmRSS for process ${pid}`);
  return kib * 1024;
}

/** A process's command line, its arguments joined by spaces, cut at 300 characters. */
async function commandLineOf(pid: number): Promise<string> {
  const text = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return text.split('\0').filter(Boolean).join(' ').slice(0, 300);
}

/** Whether a process carries `marker` (NAME=value) in its environment, as the bench's children do. */
async function carries(pid: number, marker: string): Promise<boolean> {
  const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
  return environ.split('\0').includes(marker);
}

/**
 * The record of a section from the readings before and after it. The bench's own processes
 * (this one, its ancestors and descendants, and any carrying `marker` in their environment,
 * such as a daemon that left its parent) and its own ports are left out.
 */
export async function sectionRecord(opts: {
  name: string;
  repeat: number;
  before: MachineSnapshot;
  after: MachineSnapshot;
  benchPorts: ReadonlySet<number>;
  marker: string;
}): Promise<SectionRecord> {
  const { before, after } = opts;
  const seconds = (after.ms - before.ms) / 1000;
  const family = familyOf(process.pid, [...before.processes, ...after.processes]);
  const own = async (pid: number) => family.has(pid) || (await carries(pid, opts.marker));
  const candidates = busyProcesses({
    before: before.processes,
    after: after.processes,
    seconds,
    ticksPerSecond,
    own: (pid) => family.has(pid),
  });
  const busy: (BusyProcess & { commandLine?: string })[] = [];
  for (const p of candidates) {
    if (await own(p.pid)) continue;
    // A thread's name (node's "MainThread") says little: the command line says what runs.
    const commandLine = await commandLineOf(p.pid);
    busy.push({ ...p, ...(commandLine ? { commandLine } : {}) });
  }

  const sockets = new Map<string, ListeningSocket>();
  for (const s of [...before.listening, ...after.listening]) {
    if (!opts.benchPorts.has(s.port)) sockets.set(`${s.address} ${s.port}`, s);
  }
  const owners = await socketOwners(
    new Set([...sockets.values()].map((s) => s.inode)),
    after.processes.map((p) => p.pid),
  );
  const commands = new Map(after.processes.map((p) => [p.pid, p.command]));
  const ports: SectionRecord['ports'] = [];
  for (const s of sockets.values()) {
    const pid = owners.get(s.inode);
    if (pid !== undefined && (await own(pid))) continue;
    const command = pid === undefined ? undefined : commands.get(pid);
    ports.push({
      port: s.port,
      address: s.address,
      ...(pid === undefined ? {} : { pid }),
      ...(command === undefined ? {} : { command }),
    });
  }
  ports.sort((a, b) => a.port - b.port || a.address.localeCompare(b.address));
  return {
    name: opts.name,
    repeat: opts.repeat,
    seconds: Number(seconds.toFixed(1)),
    before: before.state,
    after: after.state,
    stealPercent:
      before.cpu && after.cpu ? Number(stealPercent(before.cpu, after.cpu).toFixed(2)) : null,
    busy,
    ports,
  };
}

/**
 * A short name for a process: its program and last argument ("node src/main.ts") where its
 * command line is known, its thread name otherwise.
 */
export function shortCommand(p: { command: string; commandLine?: string }): string {
  const args = (p.commandLine ?? '').trim().split(/\s+/).filter(Boolean);
  const program = args[0]?.split('/').pop();
  if (!program) return p.command;
  return args.length > 1 ? `${program} ${args.at(-1) ?? ''}` : program;
}

/** "load 1.2→1.9, steal 0.3%, busy: none" */
export function describeSection(record: SectionRecord): string {
  const load = (s: MachineState) => (s.load ? s.load.one.toFixed(1) : '?');
  const steal = record.stealPercent === null ? '?' : `${record.stealPercent.toFixed(1)}%`;
  const busy =
    record.busy.length === 0
      ? 'none'
      : record.busy
          .map((p) => `${shortCommand(p)} (pid ${p.pid}) ${p.cpuPercent.toFixed(0)}%`)
          .join(', ');
  return `load ${load(record.before)}→${load(record.after)}, steal ${steal}, busy: ${busy}`;
}
