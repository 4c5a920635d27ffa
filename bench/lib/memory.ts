// A process's resident memory (VmRSS of /proc/<pid>/status), read every few hundred
// milliseconds while something runs: how far it grows above where it started.
import { residentBytes } from './machine';

export interface ResidentSamples {
  /** Bytes when sampling began. */
  before: number;
  /** Bytes at each reading after it, in order. */
  samples: number[];
}

/** The most a process's memory rose above where it was (bytes; 0 when it never rose). */
export function residentGrowth(readings: ResidentSamples): number {
  return Math.max(0, ...readings.samples.map((bytes) => bytes - readings.before));
}

export const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Reads `pid`'s resident memory now and then every `everyMs` until `stop()`, which takes a last
 * reading and returns them all. A reading that fails (the process gone) ends the sampling.
 */
export async function sampleResident(
  pid: number,
  everyMs = 250,
  read: (pid: number) => Promise<number> = residentBytes,
): Promise<{ sofar(): ResidentSamples; stop(): Promise<ResidentSamples> }> {
  const before = await read(pid);
  const samples: number[] = [];
  let failed = false;
  let reading: Promise<void> = Promise.resolve();
  const take = () => {
    if (failed) return;
    reading = reading.then(async () => {
      try {
        samples.push(await read(pid));
      } catch {
        failed = true;
      }
    });
  };
  const timer = setInterval(take, everyMs);
  return {
    /** The readings taken so far (sampling goes on). */
    sofar: () => ({ before, samples: [...samples] }),
    async stop() {
      clearInterval(timer);
      take();
      await reading;
      return { before, samples };
    },
  };
}
