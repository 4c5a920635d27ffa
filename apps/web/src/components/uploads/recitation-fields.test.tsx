import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n/i18n';
import { serveApi } from '../../testing/fetch';
import { TrackDetailsFields } from './track-details-fields';
import {
  detailsOf,
  newTrackDetails,
  trackDetailsResolver,
  trackUpdateOf,
  type TrackDetailsInput,
  type TrackDetailsValues,
} from './track-details-form';

const provenanceLabels = [
  'Reciter',
  'Riwayah',
  'Surah',
  'From ayah',
  'To ayah',
  'Licence or permission',
];

function Harness({
  defaults = newTrackDetails,
  onValid,
}: {
  defaults?: TrackDetailsInput;
  onValid: (values: TrackDetailsValues) => void;
}) {
  const form = useForm<TrackDetailsInput, unknown, TrackDetailsValues>({
    resolver: trackDetailsResolver,
    defaultValues: defaults,
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TrackDetailsFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(defaults?: TrackDetailsInput) {
  const onValid = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness defaults={defaults} onValid={onValid} />
    </QueryClientProvider>,
  );
  return onValid;
}

const recitationDefaults: TrackDetailsInput = {
  ...newTrackDetails,
  title: 'Evening session',
  contentType: 'quran_recitation',
  genre: 'quran_recitation',
  instrumentation: 'vocals_only',
};

async function fillProvenance(user: ReturnType<typeof userEvent.setup>, ayahTo = '4') {
  await user.type(screen.getByLabelText('Reciter'), 'Demo reciter (invented)');
  await user.selectOptions(screen.getByLabelText('Riwayah'), 'warsh_an_nafi');
  await user.selectOptions(screen.getByLabelText('Surah'), '112');
  await user.type(screen.getByLabelText('From ayah'), '1');
  await user.type(screen.getByLabelText('To ayah'), ayahTo);
  await user.type(screen.getByLabelText('Licence or permission'), 'Shared with permission');
}

beforeEach(() => {
  // The genre list falls back to the contracts' own when the server does not answer.
  serveApi();
});

describe('the recitation fields', () => {
  it('are not asked for in other genres', () => {
    renderForm();
    for (const label of provenanceLabels) expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('appear when the genre becomes Quranic Recitation, by itself or by the content type', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Content type'), 'quran_recitation');
    expect(screen.getByLabelText('Genre')).toHaveValue('quran_recitation');
    const group = screen.getByRole('group', { name: 'Recitation details' });
    for (const label of provenanceLabels) {
      expect(within(group).getByLabelText(label)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText('Genre'), 'nasheed');
    expect(screen.queryByRole('group', { name: 'Recitation details' })).toBeNull();
  });

  it('say under each field what is missing, and send nothing', async () => {
    const user = userEvent.setup();
    const onValid = renderForm(recitationDefaults);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name the reciter',
      'Choose a riwayah from the list',
      'Choose a surah',
      'Give the number of the first ayah',
      'Give the number of the last ayah',
      'State the licence or permission for this recitation',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Reciter')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('say how many ayahs the chosen surah has, and refuse a range outside it', async () => {
    const user = userEvent.setup();
    const onValid = renderForm(recitationDefaults);
    await fillProvenance(user, '5');
    expect(screen.getByText('This surah has ayahs 1–4.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '112. Al-Ikhlas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Warsh ʿan Nāfiʿ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ayah range is not in this surah')).toBeInTheDocument();
    expect(screen.getByLabelText('To ayah')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('give the provenance once complete', async () => {
    const user = userEvent.setup();
    const onValid = renderForm(recitationDefaults);
    await fillProvenance(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    const values = onValid.mock.calls[0]?.[0] as TrackDetailsValues;
    expect(values.recitation).toEqual({
      reciter: 'Demo reciter (invented)',
      riwayah: 'warsh_an_nafi',
      surah: 112,
      ayahFrom: 1,
      ayahTo: 4,
      recitationLicence: 'Shared with permission',
    });
    expect(values).not.toHaveProperty('reciter');
  });

  it('leave no provenance on a track moved to another genre', async () => {
    const user = userEvent.setup();
    const onValid = renderForm({ ...recitationDefaults, reciter: 'Someone', surah: '1' });
    await user.selectOptions(screen.getByLabelText('Genre'), 'nasheed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect((onValid.mock.calls[0]?.[0] as TrackDetailsValues).recitation).toBeNull();
  });

  it('are in Arabic, right to left, with the surahs and riwayat by their Arabic names', async () => {
    await changeLanguage('ar');
    try {
      const user = userEvent.setup();
      renderForm(recitationDefaults);
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      const group = screen.getByRole('group', { name: 'تفاصيل التلاوة' });
      expect(within(group).getByLabelText('القارئ')).toHaveAttribute('dir', 'auto');
      expect(within(group).getByRole('option', { name: 'ورش عن نافع' })).toBeInTheDocument();
      expect(within(group).getByRole('option', { name: '١١٢. الإخلاص' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(group).findByText('اذكر اسم القارئ')).toBeInTheDocument();
      expect(within(group).getByText('اختر سورة')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('an edit of a recitation', () => {
  it('starts from the track’s provenance and sends it as fields of its own', () => {
    const defaults = detailsOf({
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Evening session',
      lyrics: null,
      language: 'arabic',
      contentType: 'quran_recitation',
      declaredInstrumentation: 'vocals_only',
      instrumentation: 'vocals_only',
      genre: 'quran_recitation',
      explicit: false,
      reciter: 'Demo reciter (invented)',
      riwayah: 'hafs_an_asim',
      surah: 1,
      ayahFrom: 1,
      ayahTo: 7,
      recitationLicence: 'Demo audio',
      status: 'live',
      processing: { stage: 'completed', progress: 100, label: 'completed', error: null },
      coverUrl: null,
      audioFormat: 'mp3',
      fileSizeBytes: 1000,
      durationMs: 3000,
      playCount: 0,
      likeCount: 0,
      review: null,
      pendingChanges: null,
      createdAt: '2026-11-19T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(defaults).toMatchObject({ riwayah: 'hafs_an_asim', surah: '1', ayahTo: '7' });
    const recitation = {
      reciter: 'Demo reciter (invented)',
      riwayah: 'hafs_an_asim' as const,
      surah: 1,
      ayahFrom: 1,
      ayahTo: 7,
      recitationLicence: 'Demo audio',
    };
    expect(
      trackUpdateOf({
        title: 'Evening session',
        lyrics: ' ',
        language: 'arabic',
        contentType: 'quran_recitation',
        instrumentation: 'vocals_only',
        genre: 'quran_recitation',
        explicit: false,
        recitation,
      }),
    ).toEqual({
      title: 'Evening session',
      lyrics: null,
      language: 'arabic',
      contentType: 'quran_recitation',
      instrumentation: 'vocals_only',
      genre: 'quran_recitation',
      explicit: false,
      ...recitation,
    });
  });
});
