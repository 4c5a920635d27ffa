import { zodResolver } from '@hookform/resolvers/zod';
import { genreSlugs, type GenreSlug } from '@sada/contracts/genres';
import { instrumentation, type Instrumentation } from '@sada/contracts/instrumentation';
import {
  recitationFieldNames,
  withRecitation,
  type RecitationFieldName,
  type Riwayah,
} from '@sada/contracts/recitation';
import { defaultGenreFor, trackMetadataUpdate, type MyTrack } from '@sada/contracts/uploads';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

const metadata = trackMetadataUpdate.shape;

/** The provenance as its inputs hold it: text, numbers as digits (read by the contracts). */
const recitationInputs = Object.fromEntries(
  recitationFieldNames.map((name) => [name, z.string()]),
) as Record<RecitationFieldName, z.ZodString>;

/**
 * The details of a track, as the upload form and the edit dialog hold them: the contracts' rules
 * and messages (a blank title is 'Missing information …'), with lyrics as text and explicit as a
 * switch. A Quranic recitation's provenance comes out as `recitation`, null in other genres.
 */
export const trackDetailsForm = withRecitation(
  z.object({
    title: metadata.title.unwrap(),
    lyrics: metadata.lyrics.unwrap().unwrap(),
    language: metadata.language.unwrap(),
    contentType: metadata.contentType.unwrap(),
    instrumentation,
    genre: metadata.genre.unwrap(),
    explicit: metadata.explicit.unwrap(),
    ...recitationInputs,
  }),
  (fields) => (typeof fields.genre === 'string' ? fields.genre : undefined),
);

/** What the form gives once valid: the details, and the provenance of a recitation. */
export type TrackDetailsValues = z.output<typeof trackDetailsForm>;

/**
 * The form as it is filled in: the instrumentation and riwayah have no default, '' until chosen;
 * the surah and ayahs are digits as typed.
 */
export type TrackDetailsInput = Omit<TrackDetailsValues, 'instrumentation' | 'recitation'> & {
  instrumentation: Instrumentation | '';
} & Record<Exclude<RecitationFieldName, 'riwayah'>, string> & { riwayah: Riwayah | '' };

/** Validates the form with the contracts' messages; '' for a choice is a missing choice. */
export const trackDetailsResolver = zodResolver(trackDetailsForm) as unknown as Resolver<
  TrackDetailsInput,
  unknown,
  TrackDetailsValues
>;

const noRecitation = {
  reciter: '',
  riwayah: '',
  surah: '',
  ayahFrom: '',
  ayahTo: '',
  recitationLicence: '',
} as const satisfies Pick<TrackDetailsInput, RecitationFieldName>;

/** A new upload: arabic, nasheed and the nasheed genre; the instrumentation left to choose. */
export const newTrackDetails: TrackDetailsInput = {
  title: '',
  lyrics: '',
  language: 'arabic',
  contentType: 'nasheed',
  instrumentation: '',
  genre: defaultGenreFor.nasheed,
  explicit: false,
  ...noRecitation,
};

const digits = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form's values for one of the artist's tracks. */
export function detailsOf(track: MyTrack): TrackDetailsInput {
  return {
    title: track.title,
    lyrics: track.lyrics ?? '',
    language: track.language,
    contentType: track.contentType,
    // A track uploaded before it was asked: the edit asks for it.
    instrumentation: track.declaredInstrumentation ?? '',
    genre: isGenreSlug(track.genre) ? track.genre : defaultGenreFor[track.contentType],
    explicit: track.explicit,
    reciter: track.reciter ?? '',
    riwayah: track.riwayah ?? '',
    surah: digits(track.surah),
    ayahFrom: digits(track.ayahFrom),
    ayahTo: digits(track.ayahTo),
    recitationLicence: track.recitationLicence ?? '',
  };
}

/** The edit to send: the details, with a recitation's provenance as its own fields. */
export function trackUpdateOf({ recitation, ...details }: TrackDetailsValues) {
  return {
    ...details,
    lyrics: details.lyrics.trim() ? details.lyrics : null,
    ...(recitation ?? {}),
  };
}

function isGenreSlug(value: string): value is GenreSlug {
  return (genreSlugs as readonly string[]).includes(value);
}
