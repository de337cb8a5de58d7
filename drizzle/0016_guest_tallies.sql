CREATE TABLE "rsvp_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rsvp_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"yes" integer DEFAULT 0 NOT NULL,
	"no" integer DEFAULT 0 NOT NULL,
	"maybe" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"yes_people" integer DEFAULT 0 NOT NULL,
	"maybe_people" integer DEFAULT 0 NOT NULL,
	"waitlisted_people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rsvp_tallies_dim_check" CHECK ("rsvp_tallies"."dim" in ('all', 'group', 'meal', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "rsvp_tallies" ADD CONSTRAINT "rsvp_tallies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_tallies_event_idx" ON "rsvp_tallies" USING btree ("event_id","dim","key");--> statement-breakpoint
CREATE INDEX "guests_dietary_idx" ON "guests" USING btree ("event_id",lower("name"),"id") WHERE "guests"."status" in ('yes', 'maybe') and jsonb_path_exists("guests"."party", '$[*] ? (@.dietary != "")');--> statement-breakpoint
CREATE INDEX "guests_search_trgm_idx" ON "guests" USING gin (lower("name" || E'\n' || coalesce("email", '') || E'\n' || "phone") gin_trgm_ops);--> statement-breakpoint
-- The guest list's numbers (rsvp_tallies, see rsvp/tables.ts) follow every change of the guests table, whoever
-- makes it (the app, an import, the bench's bulk insert, a cascade): each statement appends the difference
-- between the rows it wrote and the rows they were, grouped. Differences that cancel out (a new link, a tag)
-- append nothing. Only appends: no writer waits for another's tally, so the trigger adds no lock to the guest
-- list's writers. A deleted event's numbers go with it (its guests' cascade finds no event and adds nothing).
CREATE FUNCTION "rsvp_apply_tallies"("added" "guests"[], "removed" "guests"[]) RETURNS void LANGUAGE sql AS $$
  WITH "changed" AS (
    SELECT 1 AS "sign", g.* FROM unnest("added") AS g
    UNION ALL
    SELECT -1, g.* FROM unnest("removed") AS g
  ), "flagged" AS (
    SELECT "sign", "event_id", "group_name", "party", "first_responded_at", "headcount",
      ("invited_at" IS NOT NULL)::int AS "invited", ("opened_at" IS NOT NULL)::int AS "opened",
      ("status" = 'yes' AND NOT "waitlisted")::int AS "confirmed", ("status" = 'no')::int AS "no",
      ("status" = 'maybe')::int AS "maybe", ("status" = 'pending')::int AS "pending", "waitlisted"::int AS "waitlisted"
    FROM "changed"
  ), "deltas" AS (
    SELECT "event_id", 'all' AS "dim", '' AS "key", sum("sign") AS "n", sum("sign" * "invited") AS "invited",
      sum("sign" * "opened") AS "opened", sum("sign" * "confirmed") AS "yes", sum("sign" * "no") AS "no",
      sum("sign" * "maybe") AS "maybe", sum("sign" * "pending") AS "pending",
      sum("sign" * "headcount" * "confirmed") AS "yes_people", sum("sign" * "headcount" * "maybe") AS "maybe_people",
      sum("sign" * "headcount" * "waitlisted") AS "waitlisted_people"
    FROM "flagged" GROUP BY "event_id"
    UNION ALL
    SELECT "event_id", 'group', "group_name", sum("sign"), 0, 0, sum("sign" * "confirmed"), 0, 0, 0,
      sum("sign" * "headcount" * "confirmed"), sum("sign" * "headcount" * "maybe"), 0
    FROM "flagged" GROUP BY "event_id", "group_name"
    UNION ALL
    SELECT "event_id", 'meal', "member"->>'meal', sum("sign"), 0, 0, 0, 0, 0, 0, 0, 0, 0
    FROM "flagged", jsonb_array_elements("party") AS "member"
    WHERE "confirmed" = 1 AND coalesce("member"->>'meal', '') <> ''
    GROUP BY "event_id", "member"->>'meal'
    UNION ALL
    SELECT "event_id", 'answered',
      to_char(date_bin('15 minutes', "first_responded_at", timestamptz '2000-01-01T00:00:00Z') AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      sum("sign"), 0, 0, 0, 0, 0, 0, 0, 0, 0
    FROM "flagged" WHERE "first_responded_at" IS NOT NULL
    GROUP BY 1, 3
  ), "moved" AS (
    SELECT * FROM "deltas"
    WHERE "n" <> 0 OR "invited" <> 0 OR "opened" <> 0 OR "yes" <> 0 OR "no" <> 0 OR "maybe" <> 0 OR "pending" <> 0
      OR "yes_people" <> 0 OR "maybe_people" <> 0 OR "waitlisted_people" <> 0
  )
  INSERT INTO "rsvp_tallies" ("event_id", "dim", "key", "n", "invited", "opened", "yes", "no", "maybe",
    "pending", "yes_people", "maybe_people", "waitlisted_people")
  SELECT m."event_id", m."dim", m."key", m."n", m."invited", m."opened", m."yes", m."no", m."maybe", m."pending",
    m."yes_people", m."maybe_people", m."waitlisted_people"
  FROM "moved" m
  WHERE EXISTS (SELECT 1 FROM "events" e WHERE e."id" = m."event_id")
$$;--> statement-breakpoint
CREATE FUNCTION "rsvp_tally_guests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rsvp_apply_tallies"((SELECT array_agg(n::"guests") FROM "new_guests" n), '{}'::"guests"[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rsvp_apply_tallies"('{}'::"guests"[], (SELECT array_agg(o::"guests") FROM "old_guests" o));
  ELSE
    PERFORM "rsvp_apply_tallies"((SELECT array_agg(n::"guests") FROM "new_guests" n), (SELECT array_agg(o::"guests") FROM "old_guests" o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "guests_tally_insert" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS "new_guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "rsvp_tally_guests"();--> statement-breakpoint
CREATE TRIGGER "guests_tally_update" AFTER UPDATE ON "guests" REFERENCING OLD TABLE AS "old_guests" NEW TABLE AS "new_guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "rsvp_tally_guests"();--> statement-breakpoint
CREATE TRIGGER "guests_tally_delete" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS "old_guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "rsvp_tally_guests"();--> statement-breakpoint
-- The numbers of the guests already there.
SELECT "rsvp_apply_tallies"((SELECT array_agg(g) FROM "guests" g), '{}'::"guests"[]);
