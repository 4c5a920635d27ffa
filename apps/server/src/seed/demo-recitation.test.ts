import { recitationProvenance } from '@sada/contracts/recitation';
import { describe, expect, it } from 'vitest';

import { demoArtists, demoPendingTracks } from './demo-catalog';
import { demoRecitation } from './demo-recitation';

describe('the demo recitations', () => {
  const recitationTitles = demoArtists
    .filter((artist) => artist.genre === 'quran_recitation')
    .flatMap((artist) => [
      ...artist.titles.map((title, position) => ({ artist, position, title })),
      ...demoPendingTracks
        .filter((track) => track.artistKey === artist.key)
        .map((track) => ({ artist, position: -1, title: track.title })),
    ]);

  it('exist in the demo catalogue', () => {
    expect(recitationTitles.length).toBeGreaterThan(0);
  });

  it('each carry a valid provenance, plainly marked as invented demo data', () => {
    for (const { artist, position } of recitationTitles) {
      const provenance = demoRecitation(artist.genre, position);
      expect(recitationProvenance.parse(provenance)).toEqual(provenance);
      expect(provenance?.reciter).toMatch(/demo/i);
      expect(provenance?.recitationLicence).toMatch(/demo audio/i);
    }
  });

  it('include a riwayah other than Hafs, so that searching for it finds something', () => {
    const riwayat = recitationTitles.map(
      ({ artist, position }) => demoRecitation(artist.genre, position)?.riwayah,
    );
    expect(riwayat).toContain('warsh_an_nafi');
  });

  it('leave every other genre without one', () => {
    for (const artist of demoArtists.filter((a) => a.genre !== 'quran_recitation')) {
      expect(demoRecitation(artist.genre, 0)).toBeNull();
    }
  });
});
