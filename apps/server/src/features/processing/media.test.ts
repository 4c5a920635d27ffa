import { describe, expect, it } from 'vitest';

import { parseEbur128 } from './media';

const summary = (integrated: string, peak: string) => `[Parsed_ebur128_1 @ 0x55d] Summary:

  Integrated loudness:
    I:         ${integrated} LUFS
    Threshold: -40.3 LUFS

  Loudness range:
    LRA:         0.9 LU
    Threshold: -50.3 LUFS
    LRA low:   -30.6 LUFS
    LRA high:  -29.7 LUFS

  True peak:
    Peak:      ${peak} dBFS
`;

describe('parseEbur128', () => {
  it('reads the integrated loudness and true peak of the summary', () => {
    expect(parseEbur128(`size=N/A time=00:05:00.00\n${summary('-30.2', '-23.5')}`)).toEqual({
      integrated: -30.2,
      truePeak: -23.5,
    });
  });

  it('reads the last summary when the log holds more than one', () => {
    const log = summary('-10.0', '-1.0') + summary('-14.1', '-0.4');
    expect(parseEbur128(log)).toEqual({ integrated: -14.1, truePeak: -0.4 });
  });

  it('gives no loudness for silence (the gate, -70 LUFS) and no peak for -inf', () => {
    expect(parseEbur128(summary('-70.0', '-inf'))).toEqual({ integrated: null, truePeak: null });
  });

  it('gives nothing for a log without a summary', () => {
    expect(parseEbur128('Error while decoding stream')).toEqual({
      integrated: null,
      truePeak: null,
    });
  });
});
