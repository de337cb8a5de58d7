-- Guests answer polls through their personal invitation link without an account: a response belongs to a user
-- or to a guest (exactly one of the two), and stays one per poll for each. Deleting the guest deletes it.
ALTER TABLE "poll_responses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "poll_responses" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "poll_responses" ADD CONSTRAINT "poll_responses_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_responses_guest_once_idx" ON "poll_responses" USING btree ("poll_id","guest_id");--> statement-breakpoint
ALTER TABLE "poll_responses" ADD CONSTRAINT "poll_responses_respondent_check" CHECK (("poll_responses"."user_id" is null) <> ("poll_responses"."guest_id" is null));