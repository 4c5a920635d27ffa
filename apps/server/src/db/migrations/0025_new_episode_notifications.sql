-- Followers of a series hear of its new episodes.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('general', 'track_approved', 'track_rejected', 'track_needs_revision', 'new_release', 'new_follower', 'playlist_track_added', 'new_episode'));