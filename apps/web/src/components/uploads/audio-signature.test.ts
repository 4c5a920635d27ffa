import { describe, expect, it } from 'vitest';

import { audioFormatOfHead, sniffAudioFormat } from './audio-signature';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('audioFormatOfHead', () => {
  it('knows MP3 by its ID3 tag or an MPEG layer III frame header', () => {
    expect(audioFormatOfHead(bytes('ID3', 4, 0, 0))).toBe('mp3');
    expect(audioFormatOfHead(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
    expect(audioFormatOfHead(bytes(0xff, 0xf3, 0x64, 0xc4))).toBe('mp3');
  });

  it('knows WAV, OGG and M4A', () => {
    expect(audioFormatOfHead(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('wav');
    expect(audioFormatOfHead(bytes('OggS', 0, 2))).toBe('ogg');
    expect(audioFormatOfHead(bytes(0, 0, 0, 0x20, 'ftypM4A '))).toBe('m4a');
  });

  it('refuses text, pictures, an AVI in a RIFF and an MPEG layer II frame', () => {
    expect(audioFormatOfHead(bytes('Just some notes'))).toBeNull();
    expect(audioFormatOfHead(bytes(0x89, 'PNG', 0x0d, 0x0a))).toBeNull();
    expect(audioFormatOfHead(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
    expect(audioFormatOfHead(bytes(0xff, 0xfd, 0x90, 0x64))).toBeNull();
    expect(audioFormatOfHead(new Uint8Array())).toBeNull();
  });
});

describe('sniffAudioFormat', () => {
  it('reads the head of a file, whatever its name says', async () => {
    const text = new File(['not audio at all'], 'song.mp3', { type: 'audio/mpeg' });
    const mp3 = new File([bytes('ID3', 4, 0, 0, 0, 0, 0, 0)], 'clip.bin');
    expect(await sniffAudioFormat(text)).toBeNull();
    expect(await sniffAudioFormat(mp3)).toBe('mp3');
  });
});
