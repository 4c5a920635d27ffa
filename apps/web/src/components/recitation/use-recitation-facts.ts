import type { RecitationDetails } from '@sada/contracts/recitation';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';
import { riwayahName, surahName } from './recitation-names';

export interface RecitationFact {
  key: 'reciter' | 'riwayah' | 'passage' | 'licence';
  label: string;
  value: string;
  /** Text the uploader wrote, in whatever language and direction. */
  written: boolean;
}

/** 'Surah Al-Ikhlas (112), ayahs 1–4', in the interface language and its digits. */
export function usePassageText() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (surah: number, ayahFrom: number, ayahTo: number) => {
    const values = {
      name: surahName(surah, i18n.language),
      number: format.number(surah),
      from: format.number(ayahFrom),
      to: format.number(ayahTo),
    };
    return ayahFrom === ayahTo
      ? t('recitation.passageValueOne', values)
      : t('recitation.passageValue', values);
  };
}

/** A recitation's provenance as labelled facts, for the track page and the reviewer. */
export function useRecitationFacts(recitation: RecitationDetails | null): RecitationFact[] {
  const { t, i18n } = useTranslation();
  const passage = usePassageText();
  if (!recitation) return [];
  return [
    { key: 'reciter', label: t('recitation.reciter'), value: recitation.reciter, written: true },
    {
      key: 'riwayah',
      label: t('recitation.riwayah'),
      value: riwayahName(recitation.riwayah, i18n.language),
      written: false,
    },
    {
      key: 'passage',
      label: t('recitation.passage'),
      value: passage(recitation.surah, recitation.ayahFrom, recitation.ayahTo),
      written: false,
    },
    { key: 'licence', label: t('recitation.licence'), value: recitation.licence, written: true },
  ];
}
