CREATE TABLE "event_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"group_term" text NOT NULL,
	"member_term" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blocked_uri" text DEFAULT '' NOT NULL,
	"violated_directive" text NOT NULL,
	"original_policy" text DEFAULT '' NOT NULL,
	"disposition" text DEFAULT 'enforce' NOT NULL,
	"document_uri" text DEFAULT '' NOT NULL,
	"line_number" integer,
	"column_number" integer,
	"source_file" text,
	"ip_address" text,
	"user_agent" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_event_type_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "preview_plan_type" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_ip_idx" ON "contact_messages" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "csp_reports_reported_at_idx" ON "csp_reports" USING btree ("reported_at");--> statement-breakpoint
CREATE INDEX "csp_reports_ip_idx" ON "csp_reports" USING btree ("ip_address","reported_at");--> statement-breakpoint
-- The 12 built-in event types (spec section 3); src/shared/event-types.ts lists the same.
INSERT INTO "event_types" ("id", "name", "description", "group_term", "member_term", "built_in", "position") VALUES
('club-type-1', 'Club', 'Clubs, societies and interest groups coming together.', 'Interest Group', 'Member', true, 1),
('community-type-1', 'Community', 'Neighbourhoods, associations and community organisations.', 'Organization', 'Member', true, 2),
('family-type-1', 'Family', 'Family reunions across every branch of the tree.', 'Branch', 'Family Member', true, 3),
('milestone-type-1', 'Milestone', 'Birthdays, anniversaries, graduations and other big days.', 'Group', 'Guest', true, 4),
('military-type-1', 'Military', 'Unit reunions and gatherings of those who served together.', 'Unit', 'Service Member', true, 5),
('professional-type-1', 'Professional', 'Company, alumni and professional network gatherings.', 'Department', 'Colleague', true, 6),
('school-type-1', 'School', 'Class reunions and school anniversaries.', 'Class Year', 'Classmate', true, 7),
('social-event-type-1', 'Social Event', 'Parties and get-togethers of every size.', 'Party', 'Guest', true, 8),
('sports-team-reunions-type-1', 'Sports Team Reunions', 'Teams, squads and clubs meeting again.', 'Team', 'Teammate', true, 9),
('college-fraternity-sorority-type-1', 'College Fraternity/Sorority', 'Chapter reunions and homecomings.', 'Chapter', 'Brother/Sister', true, 10),
('friends-type-1', 'Friends', 'Old friends and new, together again.', 'Circle', 'Friend', true, 11),
('cultural-gatherings-type-1', 'Cultural Gatherings', 'Festivals, heritage days and cultural celebrations.', 'Community', 'Participant', true, 12)
ON CONFLICT ("id") DO NOTHING;
