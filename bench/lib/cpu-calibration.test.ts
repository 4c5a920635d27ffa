import { describe, expect, it } from 'vitest';

import { cpuSlowdownFor } from './cpu-calibration';

describe('cpuSlowdownFor', () => {
  it('slows a high-end desktop 4x, as Lighthouse does by default, and never more', () => {
    expect(cpuSlowdownFor(1600)).toBe(4);
    expect(cpuSlowdownFor(2400)).toBe(4);
  });

  it('slows a slower host less, in proportion to its BenchmarkIndex', () => {
    expect(cpuSlowdownFor(1200)).toBe(3);
    expect(cpuSlowdownFor(960)).toBe(2.4);
    expect(cpuSlowdownFor(1010)).toBe(2.5);
  });

  it('never speeds a host that is already a mid-tier phone up', () => {
    expect(cpuSlowdownFor(400)).toBe(1);
    expect(cpuSlowdownFor(150)).toBe(1);
  });
});
