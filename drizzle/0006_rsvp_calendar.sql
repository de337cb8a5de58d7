CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"party_max" integer DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"source" text DEFAULT 'organiser' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"headcount" integer DEFAULT 0 NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"party" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_note" text DEFAULT '' NOT NULL,
	"invited_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"first_responded_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_token_unique" UNIQUE("token"),
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('pending', 'yes', 'no', 'maybe')),
	CONSTRAINT "guests_source_check" CHECK ("guests"."source" in ('organiser', 'import', 'public')),
	CONSTRAINT "guests_party_max_check" CHECK ("guests"."party_max" between 1 and 50),
	CONSTRAINT "guests_headcount_check" CHECK ("guests"."headcount" >= 0 and "guests"."headcount" <= "guests"."party_max"),
	CONSTRAINT "guests_waitlist_check" CHECK (not "guests"."waitlisted" or "guests"."status" = 'yes')
);
--> statement-breakpoint
CREATE TABLE "rsvp_reminder_deliveries" (
	"reminder_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_reminder_deliveries_reminder_id_guest_id_pk" PRIMARY KEY("reminder_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "rsvp_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_reminders_status_check" CHECK ("rsvp_reminders"."status" in ('scheduled', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rsvp_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"capacity" integer,
	"deadline" timestamp with time zone,
	"meal_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"ask_dietary" boolean DEFAULT true NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"public_token" text,
	"public_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_settings_public_token_unique" UNIQUE("public_token"),
	CONSTRAINT "rsvp_settings_capacity_check" CHECK ("rsvp_settings"."capacity" is null or "rsvp_settings"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"event_id" uuid,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_reminder_deliveries" ADD CONSTRAINT "rsvp_reminder_deliveries_reminder_id_rsvp_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."rsvp_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_reminder_deliveries" ADD CONSTRAINT "rsvp_reminder_deliveries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_reminders" ADD CONSTRAINT "rsvp_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_reminders" ADD CONSTRAINT "rsvp_reminders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_settings" ADD CONSTRAINT "rsvp_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_settings" ADD CONSTRAINT "rsvp_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_email_idx" ON "guests" USING btree ("event_id","email") WHERE "guests"."email" is not null;--> statement-breakpoint
CREATE INDEX "guests_event_name_idx" ON "guests" USING btree ("event_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "guests_event_status_idx" ON "guests" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "guests_owner_idx" ON "guests" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rsvp_reminders_event_idx" ON "rsvp_reminders" USING btree ("event_id","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."event_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_event_idx" ON "calendar_feeds" USING btree ("event_id") WHERE "calendar_feeds"."event_id" is not null;