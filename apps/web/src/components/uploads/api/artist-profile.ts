import { myArtistProfile, type ArtistProfile } from '@sada/contracts/uploads';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const artistProfileKey = ['me', 'artist-profile'] as const;

/** GET /api/me/artist-profile: the artist profile the caller owns, or null. */
export function artistProfileQueryOptions() {
  return queryOptions({
    queryKey: artistProfileKey,
    queryFn: ({ signal }) => api.get('/me/artist-profile', { schema: myArtistProfile, signal }),
  });
}

export interface ArtistProfileInput {
  name: string;
  bio?: string | undefined;
  avatar: File | null;
}

/** POST /api/me/artist-profile as multipart: name, bio and an optional avatar. */
export async function createArtistProfile({
  name,
  bio,
  avatar,
}: ArtistProfileInput): Promise<ArtistProfile> {
  const form = new FormData();
  form.append('name', name);
  if (bio) form.append('bio', bio);
  if (avatar) form.append('avatar', avatar);
  const { artistProfile } = await api.post('/me/artist-profile', form, { schema: myArtistProfile });
  if (!artistProfile) throw new Error('The server answered without the new artist profile');
  return artistProfile;
}

export function useCreateArtistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArtistProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(artistProfileKey, { artistProfile: profile });
    },
  });
}
