-- What makes a review a public record and a recitation traceable (decision 015): the hashes a
-- review vouches for, the approvals a genre needs (two for the Quran), reviewers' public
-- profiles, recitation provenance, and acoustic fingerprints with the duplicates they found.
CREATE TABLE "track_duplicate_matches" (
	"track_id" uuid NOT NULL,
	"matched_track_id" uuid NOT NULL,
	"similarity" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_duplicate_matches_track_id_matched_track_id_pk" PRIMARY KEY("track_id","matched_track_id"),
	CONSTRAINT "track_duplicate_matches_similarity_check" CHECK ("track_duplicate_matches"."similarity" BETWEEN 0 AND 1)
);
--> statement-breakpoint
CREATE TABLE "track_fingerprints" (
	"track_id" uuid PRIMARY KEY NOT NULL,
	"duration_seconds" real NOT NULL,
	"fingerprint" integer[] NOT NULL,
	"keys" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviewer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_name" text NOT NULL,
	"organisation" text,
	"credentials" text,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "approvals_needed" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "track_renditions" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "reciter" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "riwayah" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "surah" smallint;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "ayah_from" smallint;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "ayah_to" smallint;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "recitation_licence" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "fingerprint_checked" boolean;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD COLUMN "audio_hash" text;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD COLUMN "text_hash" text;--> statement-breakpoint
ALTER TABLE "track_duplicate_matches" ADD CONSTRAINT "track_duplicate_matches_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_duplicate_matches" ADD CONSTRAINT "track_duplicate_matches_matched_track_id_tracks_id_fk" FOREIGN KEY ("matched_track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_fingerprints" ADD CONSTRAINT "track_fingerprints_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_profiles" ADD CONSTRAINT "reviewer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_profiles" ADD CONSTRAINT "reviewer_profiles_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_fingerprints_keys_idx" ON "track_fingerprints" USING gin ("keys");--> statement-breakpoint
ALTER TABLE "genres" ADD CONSTRAINT "genres_approvals_needed_check" CHECK ("genres"."approvals_needed" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_riwayah_check" CHECK ("riwayah" IN ('hafs_an_asim', 'shubah_an_asim', 'warsh_an_nafi', 'qalun_an_nafi', 'bazzi_an_ibn_kathir', 'qunbul_an_ibn_kathir', 'duri_an_abi_amr', 'susi_an_abi_amr', 'hisham_an_ibn_amir', 'ibn_dhakwan_an_ibn_amir', 'khalaf_an_hamzah', 'khallad_an_hamzah', 'abul_harith_an_al_kisai', 'duri_an_al_kisai', 'ibn_wardan_an_abi_jafar', 'ibn_jammaz_an_abi_jafar', 'ruways_an_yaqub', 'rawh_an_yaqub', 'ishaq_an_khalaf', 'idris_an_khalaf'));--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_ayah_range_check" CHECK ("tracks"."surah" IS NULL OR ("tracks"."surah" BETWEEN 1 AND 114 AND "tracks"."ayah_from" >= 1 AND "tracks"."ayah_to" >= "tracks"."ayah_from"));--> statement-breakpoint
UPDATE "genres" SET "approvals_needed" = 2 WHERE "slug" = 'quran_recitation';