ALTER TABLE "team_invitations" ADD COLUMN "event_ids" uuid[];--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "event_ids" uuid[];