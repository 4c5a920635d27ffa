import { genreList, type Genre } from '@sada/contracts/catalog';
import { genres, type GenreSlug } from '@sada/contracts/genres';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export interface GenreOption {
  slug: GenreSlug;
  name: string;
}

/**
 * Every genre a track may have (the contracts' list, which the server checks against), named as
 * the server names them where it does.
 */
export function genreOptions(fromServer: readonly Genre[] = []): GenreOption[] {
  const names = new Map(fromServer.map((genre) => [genre.slug, genre.name]));
  return genres.map(({ slug, name }) => ({ slug, name: names.get(slug) ?? name }));
}

/** GET /api/genres, as the options of a genre select. */
export function genreOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['genre-list'] as const,
    queryFn: ({ signal }) => api.get('/genres', { schema: genreList, signal }),
    select: (data) => genreOptions(data.genres),
    staleTime: 10 * 60_000,
  });
}
