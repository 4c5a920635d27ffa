import { describe, expect, it } from 'vitest';

import { checkCalibration, cpuSlowdownFor } from './cpu-calibration';

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

describe('checkCalibration', () => {
  it('accepts a run whose own index implies about the multiplier it ran with', () => {
    expect(checkCalibration(4, 2000)).toEqual({ calibrated: true, slowdown: 4 });
    expect(checkCalibration(3, 1280)).toEqual({ calibrated: true, slowdown: 3.2 });
  });

  it('asks for another run, at the multiplier the index implies, when the host was slower', () => {
    expect(checkCalibration(4, 1000)).toEqual({ calibrated: false, slowdown: 2.5 });
  });

  it('and when it was faster', () => {
    expect(checkCalibration(2.5, 1800)).toEqual({ calibrated: false, slowdown: 4 });
  });
});
