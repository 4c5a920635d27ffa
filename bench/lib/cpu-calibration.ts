// How much to slow Chromium's CPU so that a page runs as on a mid-tier phone, whatever machine
// runs the benchmark. Lighthouse's 4x default assumes a high-end desktop host; on a slower one
// it emulates a slower phone than meant, and its own docs say to calibrate the multiplier by the
// host's BenchmarkIndex (docs/throttling.md, "Calibrating the CPU slowdown"). The index is
// Lighthouse's own page function, run in the benchmark's Chromium.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { withBrowser } from './chromium';
import { median, round } from './result';

/**
 * The BenchmarkIndex that 4x brings to a mid-tier phone: Lighthouse's default takes a high-end
 * desktop (1,500–2,000) into the mid-tier bracket (125–800); a host of 1,600 is slowed 4x.
 */
export const MID_TIER_PHONE_INDEX = 400;
const MAX_SLOWDOWN = 4;

/** The multiplier for a host of `benchmarkIndex`: index / 400, from 1 to Lighthouse's 4. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const slowdown = round(benchmarkIndex / MID_TIER_PHONE_INDEX, 1);
  return Math.min(MAX_SLOWDOWN, Math.max(1, slowdown));
}

/** How far a run's multiplier may be from the one its own BenchmarkIndex implies. */
const CALIBRATED_WITHIN = 0.1;

/**
 * Whether a run slowed `used`x was calibrated to the host as it ran, by the BenchmarkIndex the
 * run measured itself (Lighthouse does, just before the load); if not, the multiplier to run
 * it again with. On a shared host the index moves by half between runs a minute apart, and the
 * slowed load with it.
 */
export function checkCalibration(
  used: number,
  measuredIndex: number,
): { calibrated: boolean; slowdown: number } {
  const slowdown = cpuSlowdownFor(measuredIndex);
  return { calibrated: Math.abs(slowdown - used) <= CALIBRATED_WITHIN * slowdown, slowdown };
}

export interface CpuCalibration {
  benchmarkIndex: number;
  slowdown: number;
  /** For a figure's note. */
  describe: string;
}

/** The median of five BenchmarkIndex runs in a fresh Chromium, after one to warm it up. */
export async function calibrateCpu(): Promise<CpuCalibration> {
  const source = String(
    (pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex,
  );
  const indexes = await withBrowser([], async (browser) => {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < 6; i++) values.push(await page.evaluate<number>(`(${source})()`));
    return values.slice(1);
  });
  const benchmarkIndex = round(median(indexes), 0);
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  return {
    benchmarkIndex,
    slowdown,
    describe: `CPU slowed ${slowdown}x (BenchmarkIndex ${benchmarkIndex}, runs ${indexes.map((v) => round(v, 0)).join(', ')})`,
  };
}
