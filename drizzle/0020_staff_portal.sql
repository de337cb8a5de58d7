CREATE TABLE "staff_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"author_user_id" text,
	"volunteer_id" uuid,
	"author_name" text NOT NULL,
	"audience" text NOT NULL,
	"role_id" uuid,
	"shift_id" uuid,
	"body" text NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_posts_audience_check" CHECK ("staff_posts"."audience" in ('everyone', 'role', 'shift')),
	CONSTRAINT "staff_posts_target_check" CHECK (("staff_posts"."audience" = 'role') = ("staff_posts"."role_id" is not null) and ("staff_posts"."audience" = 'shift') = ("staff_posts"."shift_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_role_id_volunteer_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."volunteer_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_posts" ADD CONSTRAINT "staff_posts_shift_id_volunteer_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."volunteer_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_posts_event_idx" ON "staff_posts" USING btree ("event_id","created_at" DESC NULLS LAST);