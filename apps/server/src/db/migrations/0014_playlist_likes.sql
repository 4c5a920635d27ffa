ALTER TABLE "likes" DROP CONSTRAINT "likes_one_target_check";--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "playlist_id" uuid;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_playlist_id_idx" ON "likes" USING btree ("playlist_id");--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_playlist_key" UNIQUE("user_id","playlist_id");--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_one_target_check" CHECK (num_nonnulls("likes"."track_id", "likes"."album_id", "likes"."playlist_id") = 1);