import { genreSlugs, type GenreSlug } from '@sada/contracts/genres';
import {
  defaultGenreFor,
  trackMetadataUpdate,
  uploadTrackFields,
  type MyTrack,
} from '@sada/contracts/uploads';

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
  genre: metadata.genre.unwrap(),
  explicit: metadata.explicit.unwrap(),
});

/** No defaults or transforms but trimming: what goes in has the shape of what comes out. */
export type TrackDetailsValues = ReturnType<typeof trackDetailsForm.parse>;

/** A new upload: arabic, nasheed and the nasheed genre. */
export const newTrackDetails: TrackDetailsValues = {
  title: '',
  lyrics: '',
  language: 'arabic',
  contentType: 'nasheed',
  genre: defaultGenreFor.nasheed,
  explicit: false,
};

/** The form's values for one of the artist's tracks. */
export function detailsOf(track: MyTrack): TrackDetailsValues {
  return {
    title: track.title,
    lyrics: track.lyrics ?? '',
    language: track.language,
    contentType: track.contentType,
    genre: isGenreSlug(track.genre) ? track.genre : defaultGenreFor[track.contentType],
    explicit: track.explicit,
  };
}

function isGenreSlug(value: string): value is GenreSlug {
  return (genreSlugs as readonly string[]).includes(value);
}
