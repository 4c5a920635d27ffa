import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { z } from 'zod';

export type FfmpegBinarySource = 'explicit' | 'system' | 'npm';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  sources: { ffmpeg: FfmpegBinarySource; ffprobe: FfmpegBinarySource };
}

export interface ResolveFfmpegOptions {
  /** FFMPEG_PATH from config; when set it is used (and must work) — no fallback. */
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
  /**
   * Whether the npm-shipped static build may stand in when no other runs (default true). Never
   * in production: it is ffmpeg 4.1 from 2018, whose decoders have known holes, and uploads are
   * untrusted input.
   */
  allowShipped?: boolean;
}

/** The ffmpeg options a server configured as `config` resolves with. */
export function ffmpegOptionsOf(config: {
  env: string;
  ffmpegPath: string | null;
  ffprobePath: string | null;
}): ResolveFfmpegOptions {
  return {
    ffmpegPath: config.ffmpegPath ?? undefined,
    ffprobePath: config.ffprobePath ?? undefined,
    allowShipped: config.env !== 'production',
  };
}

export class FfmpegNotFoundError extends Error {
  override readonly name = 'FfmpegNotFoundError';
}

export type FfmpegFailure =
  'spawn' | 'exit' | 'timeout' | 'aborted' | 'output-limit' | 'invalid-output';

export interface FfmpegErrorDetails {
  command: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The last few KB of stderr only, never the whole stream. */
  stderrTail: string;
}

export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
  readonly exitCode: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderrTail: string;
  readonly command: string;

  constructor(
    readonly reason: FfmpegFailure,
    message: string,
    details: FfmpegErrorDetails,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.command = details.command;
    this.exitCode = details.exitCode;
    this.signal = details.signal;
    this.stderrTail = details.stderrTail;
  }
}

export interface RunFfmpegOptions {
  timeoutMs: number;
  /** How much of the end of stderr to keep for errors (default 2048 bytes). */
  maxStderrBytes?: number;
  /** Output beyond this kills the process and rejects (default 1 MiB). */
  maxStdoutBytes?: number;
  signal?: AbortSignal | undefined;
  cwd?: string;
  /**
   * Exit codes that still mean a result on stdout (default only 0): fpcalc exits 3 after a
   * decoding hiccup it got past, with its fingerprint printed.
   */
  okExitCodes?: readonly number[];
  /**
   * How far ffmpeg has got in its output, in seconds, as it goes (its `-progress` report, on a
   * pipe of its own so that stderr keeps only ffmpeg's messages). Only for ffmpeg itself.
   */
  onProgress?: (seconds: number) => void;
}

/** The position in an ffmpeg `-progress` line (`out_time_us`; 4.x names it `out_time_ms`). */
export function progressSeconds(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  return match ? Number(match[1]) / 1_000_000 : null;
}

export interface RunFfmpegResult {
  stdout: Buffer;
  stderrTail: string;
}

const DEFAULT_STDERR_BYTES = 2048;
const DEFAULT_STDOUT_BYTES = 1024 * 1024;

/** Keeps only the last `limit` bytes of a stream without holding all of it. */
class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  private truncated = false;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size > this.limit * 2) this.compact();
  }

  toString(): string {
    this.compact();
    const text = Buffer.concat(this.chunks).toString('utf8');
    return this.truncated ? `…${text}` : text;
  }

  private compact(): void {
    if (this.size <= this.limit) return;
    const all = Buffer.concat(this.chunks);
    this.chunks = [all.subarray(all.length - this.limit)];
    this.size = this.limit;
    this.truncated = true;
  }
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines[lines.length - 1] ?? '').trim();
}

/**
 * util-linux's setpriv, when it runs here: started through it, a child asks the kernel for
 * SIGKILL when its parent dies (prctl PR_SET_PDEATHSIG, which Node cannot call itself), then
 * becomes the program. Without it an ffmpeg writing to a file outlives a server killed with
 * SIGKILL, encoding on for minutes; the next start's sweep (platform/tmp-dirs) is then the only
 * thing that ends it.
 */
let parentDeathWrapper: Promise<string | null> | null = null;

function findParentDeathWrapper(): Promise<string | null> {
  parentDeathWrapper ??= new Promise((resolve) => {
    if (process.platform !== 'linux') {
      resolve(null);
      return;
    }
    const probe = spawn('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' });
    probe.once('error', () => resolve(null));
    probe.once('close', (code) => resolve(code === 0 ? 'setpriv' : null));
  });
  return parentDeathWrapper;
}

/** setpriv's exit codes when it cannot run the program (util-linux's EX_EXEC_*). */
const WRAPPER_EXEC_FAILED = new Set([126, 127]);

/**
 * Runs ffmpeg/ffprobe without a shell: every argument reaches the program literally.
 * The process is SIGKILLed on timeout, on abort and when stdout exceeds its cap, and by the
 * kernel when this process dies; the promise settles only after the process has exited.
 */
export async function runFfmpeg(
  bin: string,
  args: readonly string[],
  options: RunFfmpegOptions,
): Promise<RunFfmpegResult> {
  const wrapper = await findParentDeathWrapper();
  return runWrapped(wrapper, bin, args, options);
}

function runWrapped(
  wrapper: string | null,
  bin: string,
  args: readonly string[],
  options: RunFfmpegOptions,
): Promise<RunFfmpegResult> {
  const command = path.basename(bin);
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_STDOUT_BYTES;
  const stderr = new TailBuffer(options.maxStderrBytes ?? DEFAULT_STDERR_BYTES);
  const { signal } = options;
  const details = (exitCode: number | null, sig: NodeJS.Signals | null): FfmpegErrorDetails => ({
    command,
    exitCode,
    signal: sig,
    stderrTail: stderr.toString(),
  });

  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegError('aborted', `${command} was aborted`, details(null, null)));
      return;
    }
    let child: ChildProcess;
    try {
      const all = options.onProgress ? ['-progress', 'pipe:3', ...args] : [...args];
      const [file, argv] = wrapper
        ? [wrapper, ['--pdeathsig', 'KILL', '--', bin, ...all]]
        : [bin, all];
      child = spawn(file, argv, {
        shell: false,
        stdio: options.onProgress ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'],
        windowsHide: true,
        cwd: options.cwd,
      });
    } catch (error) {
      reject(
        new FfmpegError('spawn', `${command} could not start`, details(null, null), {
          cause: error,
        }),
      );
      return;
    }

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let failure: FfmpegFailure | null = null;
    let settled = false;

    const kill = (reason: FfmpegFailure) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const onAbort = () => kill('aborted');
    const timer = setTimeout(() => kill('timeout'), options.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      fn();
    };

    child.stdout?.on('data', (chunk: Buffer) => {
      if (failure) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) kill('output-limit');
      else stdout.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    const { onProgress } = options;
    const progress = onProgress ? child.stdio[3] : null;
    if (onProgress && progress) {
      let partial = '';
      progress.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString('latin1')).split('\n');
        partial = (lines.pop() ?? '').slice(-256);
        for (const line of lines) {
          const seconds = progressSeconds(line);
          if (seconds !== null) onProgress(seconds);
        }
      });
    }

    child.once('error', (error) => {
      // Without a pid the program never started (ENOENT, EACCES); 'close' may not follow.
      if (child.pid !== undefined) return;
      settle(() =>
        reject(
          new FfmpegError(
            'spawn',
            `${command} could not start: ${error.message}`,
            details(null, null),
            {
              cause: error,
            },
          ),
        ),
      );
    });

    child.once('close', (code, sig) => {
      settle(() => {
        if (failure === 'timeout') {
          reject(
            new FfmpegError(
              'timeout',
              `${command} timed out after ${options.timeoutMs} ms`,
              details(code, sig),
            ),
          );
        } else if (failure === 'aborted') {
          reject(new FfmpegError('aborted', `${command} was aborted`, details(code, sig)));
        } else if (failure === 'output-limit') {
          reject(
            new FfmpegError(
              'output-limit',
              `${command} wrote more than ${maxStdout} bytes`,
              details(code, sig),
            ),
          );
        } else if (wrapper && code !== null && WRAPPER_EXEC_FAILED.has(code)) {
          const info = details(code, sig);
          reject(
            new FfmpegError(
              'spawn',
              `${command} could not start: ${lastLine(info.stderrTail)}`,
              info,
            ),
          );
        } else if (code === null || !(options.okExitCodes ?? [0]).includes(code)) {
          const info = details(code, sig);
          const why = lastLine(info.stderrTail) || (sig ? `killed by ${sig}` : 'no error output');
          reject(
            new FfmpegError('exit', `${command} exited with code ${code ?? 'null'}: ${why}`, info),
          );
        } else {
          resolve({ stdout: Buffer.concat(stdout), stderrTail: stderr.toString() });
        }
      });
    });
  });
}

async function runsOk(bin: string): Promise<boolean> {
  try {
    // Generous: a dynamically linked build loads a hundred libraries, slowly on a busy machine,
    // and a check that times out would pass over a system ffmpeg that works.
    await runFfmpeg(bin, ['-hide_banner', '-version'], {
      timeoutMs: 30_000,
      maxStdoutBytes: 64 * 1024,
    });
    return true;
  } catch {
    return false;
  }
}

function npmBinaryPath(pkg: string): string | null {
  try {
    // The installer packages are optional dependencies and throw (sometimes a bare string)
    // when their platform binary is missing.
    const loaded: unknown = createRequire(import.meta.url)(pkg);
    const found = z.object({ path: z.string().min(1) }).safeParse(loaded);
    return found.success ? found.data.path : null;
  } catch {
    return null;
  }
}

async function resolveOne(
  name: 'ffmpeg' | 'ffprobe',
  explicit: string | undefined,
  npmPackage: string,
  allowShipped: boolean,
): Promise<{ bin: string; source: FfmpegBinarySource }> {
  if (explicit) {
    if (await runsOk(explicit)) return { bin: explicit, source: 'explicit' };
    throw new FfmpegNotFoundError(`The configured ${name} (${explicit}) does not run`);
  }
  if (await runsOk(name)) return { bin: name, source: 'system' };
  if (!allowShipped) {
    throw new FfmpegNotFoundError(
      `No working ${name} found: install a current one on the PATH (Debian: apt install ffmpeg) or set ${name.toUpperCase()}_PATH; the npm-shipped build is not used in production`,
    );
  }
  const shipped = npmBinaryPath(npmPackage);
  if (shipped && (await runsOk(shipped))) return { bin: shipped, source: 'npm' };
  throw new FfmpegNotFoundError(
    `No working ${name} found: set ${name.toUpperCase()}_PATH, install it on the PATH, or install ${npmPackage}`,
  );
}

const resolved = new Map<string, Promise<FfmpegBinaries>>();

/**
 * Finds ffmpeg and ffprobe: the configured path, else the system's on PATH, else (outside
 * production) the npm-shipped static build. Each binary is checked by running `-version`; the result is cached.
 */
export function resolveFfmpegBinaries(options: ResolveFfmpegOptions = {}): Promise<FfmpegBinaries> {
  const allowShipped = options.allowShipped ?? true;
  const key = `${options.ffmpegPath ?? ''}\0${options.ffprobePath ?? ''}\0${allowShipped}`;
  const cached = resolved.get(key);
  if (cached) return cached;
  const pending = Promise.all([
    resolveOne('ffmpeg', options.ffmpegPath, '@ffmpeg-installer/ffmpeg', allowShipped),
    resolveOne('ffprobe', options.ffprobePath, '@ffprobe-installer/ffprobe', allowShipped),
  ]).then(([ffmpeg, ffprobe]) => ({
    ffmpeg: ffmpeg.bin,
    ffprobe: ffprobe.bin,
    sources: { ffmpeg: ffmpeg.source, ffprobe: ffprobe.source },
  }));
  resolved.set(key, pending);
  // A failed lookup is not cached: the admin may install ffmpeg and retry.
  pending.catch(() => resolved.delete(key));
  return pending;
}

export interface AudioProbe {
  durationMs: number;
  /** ffprobe's demuxer list, e.g. "mp3" or "mov,mp4,m4a,3gp,3g2,mj2". */
  formatName: string;
  codec: string;
  bitRate: number | null;
  sampleRate: number | null;
  channels: number | null;
}

const numeric = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => {
    const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
    return Number.isFinite(n) ? n : null;
  });

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        sample_rate: numeric,
        channels: numeric,
        duration: numeric,
        bit_rate: numeric,
      }),
    )
    .default([]),
  format: z.object({ format_name: z.string(), duration: numeric, bit_rate: numeric }),
});

const MAX_PROBE_JSON_BYTES = 512 * 1024;

/** Reads the container and first audio stream of a local file with ffprobe. */
export async function probeAudio(
  ffprobeBin: string,
  file: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<AudioProbe> {
  const command = path.basename(ffprobeBin);
  const { stdout } = await runFfmpeg(
    ffprobeBin,
    // "file:" keeps a name such as "-x" or "concat:…" from being read as an option or protocol.
    [
      '-hide_banner',
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '-protocol_whitelist',
      'file',
      `file:${file}`,
    ],
    {
      timeoutMs: options.timeoutMs ?? 15_000,
      maxStdoutBytes: MAX_PROBE_JSON_BYTES,
      signal: options.signal,
    },
  );
  const invalid = (message: string, cause?: unknown) =>
    new FfmpegError(
      'invalid-output',
      message,
      { command, exitCode: 0, signal: null, stderrTail: '' },
      { cause },
    );
  let json: unknown;
  try {
    json = JSON.parse(stdout.toString('utf8'));
  } catch (error) {
    throw invalid(`${command} printed something other than JSON`, error);
  }
  const parsed = probeSchema.safeParse(json);
  if (!parsed.success) throw invalid(`${command} output has an unexpected shape`, parsed.error);
  const { format, streams } = parsed.data;
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  if (!audio) throw invalid('The file has no audio stream');
  const seconds = format.duration ?? audio.duration;
  if (seconds === null || seconds <= 0) throw invalid('The file has no readable duration');
  return {
    durationMs: Math.round(seconds * 1000),
    formatName: format.format_name,
    codec: audio.codec_name ?? 'unknown',
    bitRate: audio.bit_rate ?? format.bit_rate,
    sampleRate: audio.sample_rate,
    channels: audio.channels,
  };
}
