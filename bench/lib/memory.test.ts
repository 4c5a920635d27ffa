import { describe, expect, it } from 'vitest';

import { megabytes, residentGrowth, sampleResident } from './memory';

describe('residentGrowth', () => {
  it('is the highest reading over the first one', () => {
    const mb = 1024 * 1024;
    expect(residentGrowth({ before: 100 * mb, samples: [120 * mb, 180 * mb, 90 * mb] })).toBe(
      80 * mb,
    );
    expect(megabytes(80 * mb)).toBe(80);
  });

  it('is 0 when the memory never rose above where it started, or nothing was read', () => {
    expect(residentGrowth({ before: 100, samples: [90, 80] })).toBe(0);
    expect(residentGrowth({ before: 100, samples: [] })).toBe(0);
  });
});

describe('sampleResident', () => {
  it('reads the memory now and then until stopped, and once more at the stop', async () => {
    let bytes = 1000;
    const read = async () => (bytes += 10);
    const sampler = await sampleResident(1, 5, read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const sofar = sampler.sofar();
    const { before, samples } = await sampler.stop();
    expect(sofar.before).toBe(before);
    expect(samples.slice(0, sofar.samples.length)).toEqual(sofar.samples);
    expect(samples.length).toBeGreaterThan(sofar.samples.length);
    expect(before).toBe(1010);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.at(-1)).toBe(bytes);
    const count = samples.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(samples).toHaveLength(count);
  });

  it("reads this process's own VmRSS from /proc", async () => {
    const sampler = await sampleResident(process.pid, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { before, samples } = await sampler.stop();
    expect(before).toBeGreaterThan(1024 * 1024);
    expect(samples.every((b) => b > 1024 * 1024)).toBe(true);
  });

  it('stops reading once the process is gone', async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      if (calls > 2) throw new Error('ENOENT');
      return 1;
    };
    const sampler = await sampleResident(1, 2, read);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const { samples } = await sampler.stop();
    expect(samples).toEqual([1]);
    expect(calls).toBe(3);
  });
});
