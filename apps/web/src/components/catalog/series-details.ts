// The reviewed details of a series as people read them, for the artist's own list and the
// reviewer's: each detail's label, and its value in words.
import {
  seriesReviewedFields,
  type SeriesDetails,
  type SeriesReviewedField,
} from '@sada/contracts/series';
import type { TFunction } from 'i18next';

/** The details in the order the series form asks for them. */
export const seriesDetailOrder: readonly SeriesReviewedField[] = seriesReviewedFields;

const labelKeys = {
  title: 'series.form.title',
  description: 'series.form.about',
  kind: 'series.form.kind',
  language: 'series.form.language',
  ordering: 'series.form.ordering',
} as const satisfies Record<SeriesReviewedField, string>;

export const seriesDetailLabel = (t: TFunction, field: SeriesReviewedField) => t(labelKeys[field]);

/** A detail's value in words; a description left empty is 'None'. */
export function seriesDetailText(
  t: TFunction,
  field: SeriesReviewedField,
  value: SeriesDetails[SeriesReviewedField] | undefined,
): string {
  switch (field) {
    case 'kind':
      return t(`series.kinds.${value as SeriesDetails['kind']}`);
    case 'language':
      return t(`catalog.languages.${value as SeriesDetails['language']}`);
    case 'ordering':
      return t(`series.orderings.${value as SeriesDetails['ordering']}`);
    default:
      return value ? value : t('series.review.none');
  }
}
