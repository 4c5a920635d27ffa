import { describe, expect, it } from 'vitest';

import { parseEbur128, streamBitrates } from './media';

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

describe('streamBitrates', () => {
  it('makes every copy of a source at least as good as the best copy', () => {
    expect(streamBitrates(1411)).toEqual([320, 128]);
    expect(streamBitrates(320)).toEqual([320, 128]);
  });

  it('never encodes above the source: a 192 kbps upload gets 192 and 128, not 320', () => {
    expect(streamBitrates(192)).toEqual([192, 128]);
    expect(streamBitrates(256)).toEqual([256, 128]);
  });

  it('takes a VBR average a little under its nominal rate as that rate', () => {
    expect(streamBitrates(316)).toEqual([320, 128]);
    expect(streamBitrates(124)).toEqual([128]);
  });

  it('gives a source below every listed quality one copy at a rate MP3 has, not above it', () => {
    expect(streamBitrates(100)).toEqual([96]);
    expect(streamBitrates(64)).toEqual([64]);
    expect(streamBitrates(20)).toEqual([32]);
  });

  it('makes the full ladder when the source bitrate is unknown', () => {
    expect(streamBitrates(null)).toEqual([320, 128]);
  });
});
