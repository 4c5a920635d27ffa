// The duplicate check of an upload (its acoustic fingerprint against the catalogue's), as its
// reviewer sees it: likely duplicates are shown, never blocking by themselves.
import { z } from 'zod';

import { trackStatuses } from './enums';

/** Another track the upload is likely the same recording as. */
export const duplicateMatch = z
  .object({
    track: z.object({
      id: z.uuid(),
      title: z.string(),
      artistName: z.string(),
      status: z.enum(trackStatuses),
    }),
    /** 0 to 1: the share of the fingerprints' bits that agree where they overlap best. */
    similarity: z.number().min(0).max(1),
  })
  .meta({ id: 'DuplicateMatch' });
export type DuplicateMatch = z.infer<typeof duplicateMatch>;

/** The most matches a reviewer is shown, most alike first. */
export const DUPLICATE_MATCHES_SHOWN = 10;

export const duplicateCheck = z
  .object({
    /**
     * true: compared with the catalogue; false: it could not be (no fingerprint tool on the
     * server), which the reviewer is told; null: not yet (still processing, or uploaded before
     * uploads were checked).
     */
    checked: z.boolean().nullable(),
    /** Most alike first; empty when nothing matched. */
    matches: z.array(duplicateMatch).max(DUPLICATE_MATCHES_SHOWN),
  })
  .meta({ id: 'DuplicateCheck' });
export type DuplicateCheck = z.infer<typeof duplicateCheck>;
