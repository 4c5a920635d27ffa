-- Search folding: lower case, Latin accents removed (unaccent), Arabic tashkeel (U+064B-U+065F),
-- the superscript alef (U+0670) and tatweel (U+0640) dropped, and the letter variants unified:
-- alef forms آ أ إ ٱ -> ا, ؤ -> و, ئ -> ي, ة -> ه, ى -> ي. The dictionary is named explicitly so
-- that the function can be IMMUTABLE and used in indexes. foldForSearch() in
-- packages/contracts/src/search.ts mirrors it; features/search/fold.test.ts keeps them equal.
CREATE OR REPLACE FUNCTION public.sada_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    lower(public.unaccent('public.unaccent'::regdictionary, $1)),
    U&'\0622\0623\0624\0625\0626\0629\0649\0671\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
    U&'\0627\0627\0648\0627\064A\0647\064A\0627'
  );--> statement-breakpoint
DROP INDEX "artists_name_trgm_idx";--> statement-breakpoint
DROP INDEX "tracks_title_trgm_idx";--> statement-breakpoint
DROP INDEX "playlists_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "artists_name_search_idx" ON "artists" USING gin (sada_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tracks_title_search_idx" ON "tracks" USING gin (sada_fold("title") gin_trgm_ops) WHERE "tracks"."status" = 'live';--> statement-breakpoint
CREATE INDEX "playlists_name_search_idx" ON "playlists" USING gin (sada_fold("name") gin_trgm_ops) WHERE "playlists"."is_public";