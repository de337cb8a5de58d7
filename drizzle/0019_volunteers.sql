CREATE TABLE "volunteer_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"status" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"no_show" boolean DEFAULT false NOT NULL,
	"credited_minutes" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_assignments_status_check" CHECK ("volunteer_assignments"."status" in ('awaiting', 'confirmed', 'cancelled')),
	CONSTRAINT "volunteer_assignments_minutes_check" CHECK ("volunteer_assignments"."credited_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "volunteer_links" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"token" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "volunteer_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"role_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"needed" integer DEFAULT 1 NOT NULL,
	"maximum" integer,
	"notes" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_shifts_times_check" CHECK ("volunteer_shifts"."ends_at" > "volunteer_shifts"."starts_at"),
	CONSTRAINT "volunteer_shifts_needed_check" CHECK ("volunteer_shifts"."needed" >= 1),
	CONSTRAINT "volunteer_shifts_maximum_check" CHECK ("volunteer_shifts"."maximum" is null or "volunteer_shifts"."maximum" >= "volunteer_shifts"."needed")
);
--> statement-breakpoint
CREATE TABLE "volunteer_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"to_volunteer_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "volunteer_swaps_status_check" CHECK ("volunteer_swaps"."status" in ('open', 'taken', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"source" text DEFAULT 'application' NOT NULL,
	"token" text NOT NULL,
	"user_id" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "volunteers_token_unique" UNIQUE("token"),
	CONSTRAINT "volunteers_status_check" CHECK ("volunteers"."status" in ('applied', 'approved', 'declined')),
	CONSTRAINT "volunteers_source_check" CHECK ("volunteers"."source" in ('application', 'organiser'))
);
--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_shift_id_volunteer_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."volunteer_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_assignments" ADD CONSTRAINT "volunteer_assignments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_links" ADD CONSTRAINT "volunteer_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_links" ADD CONSTRAINT "volunteer_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_roles" ADD CONSTRAINT "volunteer_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_roles" ADD CONSTRAINT "volunteer_roles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_shifts" ADD CONSTRAINT "volunteer_shifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_shifts" ADD CONSTRAINT "volunteer_shifts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_shifts" ADD CONSTRAINT "volunteer_shifts_role_id_volunteer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."volunteer_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_swaps" ADD CONSTRAINT "volunteer_swaps_assignment_id_volunteer_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."volunteer_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_swaps" ADD CONSTRAINT "volunteer_swaps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_swaps" ADD CONSTRAINT "volunteer_swaps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_swaps" ADD CONSTRAINT "volunteer_swaps_to_volunteer_id_volunteers_id_fk" FOREIGN KEY ("to_volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_swaps" ADD CONSTRAINT "volunteer_swaps_taken_by_volunteers_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."volunteers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_assignments_active_idx" ON "volunteer_assignments" USING btree ("shift_id","volunteer_id") WHERE "volunteer_assignments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "volunteer_assignments_volunteer_idx" ON "volunteer_assignments" USING btree ("volunteer_id","status");--> statement-breakpoint
CREATE INDEX "volunteer_assignments_event_idx" ON "volunteer_assignments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "volunteer_roles_event_idx" ON "volunteer_roles" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "volunteer_shifts_event_idx" ON "volunteer_shifts" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "volunteer_shifts_role_idx" ON "volunteer_shifts" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_swaps_open_idx" ON "volunteer_swaps" USING btree ("assignment_id") WHERE "volunteer_swaps"."status" = 'open';--> statement-breakpoint
CREATE INDEX "volunteer_swaps_event_idx" ON "volunteer_swaps" USING btree ("event_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_event_email_idx" ON "volunteers" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "volunteers_event_status_idx" ON "volunteers" USING btree ("event_id","status","applied_at");