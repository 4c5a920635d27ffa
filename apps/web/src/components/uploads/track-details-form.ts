import { zodResolver } from '@hookform/resolvers/zod';
import { genreSlugs, type GenreSlug } from '@sada/contracts/genres';
import { instrumentation, type Instrumentation } from '@sada/contracts/instrumentation';
import {
  defaultGenreFor,
  trackMetadataUpdate,
  uploadTrackFields,
  type MyTrack,
} from '@sada/contracts/uploads';
import type { Resolver } from 'react-hook-form';

const metadata = trackMetadataUpdate.shape;

/**
 * The details of a track, as the upload form and the edit dialog hold them: the contracts' rules
 * and messages (a blank title is 'Missing information …'), with lyrics as text and explicit as a
 * switch.
 */
export const trackDetailsForm = uploadTrackFields.pick({ title: true }).extend({
  lyrics: metadata.lyrics.unwrap().unwrap(),
  language: metadata.language.unwrap(),
  contentType: metadata.contentType.unwrap(),
  instrumentation,
  genre: metadata.genre.unwrap(),
  explicit: metadata.explicit.unwrap(),
});

/** No defaults or transforms but trimming: what goes in has the shape of what comes out. */
export type TrackDetailsValues = ReturnType<typeof trackDetailsForm.parse>;

/** The form as it is filled in: the instrumentation has no default, '' until chosen. */
export type TrackDetailsInput = Omit<TrackDetailsValues, 'instrumentation'> & {
  instrumentation: Instrumentation | '';
};

/** Validates the form with the contracts' messages; '' for the instrumentation is a missing choice. */
export const trackDetailsResolver = zodResolver(trackDetailsForm) as unknown as Resolver<
  TrackDetailsInput,
  unknown,
  TrackDetailsValues
>;

/** A new upload: arabic, nasheed and the nasheed genre; the instrumentation left to choose. */
export const newTrackDetails: TrackDetailsInput = {
  title: '',
  lyrics: '',
  language: 'arabic',
  contentType: 'nasheed',
  instrumentation: '',
  genre: defaultGenreFor.nasheed,
  explicit: false,
};

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
  };
}

function isGenreSlug(value: string): value is GenreSlug {
  return (genreSlugs as readonly string[]).includes(value);
}
