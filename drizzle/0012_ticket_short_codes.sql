-- Every ticket gets a short code door staff can type when the camera fails (ADR 025): 8 characters of the
-- tickets' Crockford base32 alphabet, unique within the event. Tickets sold before get theirs here; the
-- column is required once they all have one. The code is not a secret, so random() is enough to draw it.
ALTER TABLE "tickets" ADD COLUMN "short_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_short_code_idx" ON "tickets" USING btree ("event_id","short_code");--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  ticket record;
  candidate text;
BEGIN
  FOR ticket IN SELECT "id", "event_id" FROM "tickets" WHERE "short_code" IS NULL LOOP
    LOOP
      candidate := '';
      FOR i IN 1..8 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
      END LOOP;
      -- The unique index answers this; a code taken in the event is drawn again.
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "tickets" WHERE "event_id" = ticket."event_id" AND "short_code" = candidate
      );
    END LOOP;
    UPDATE "tickets" SET "short_code" = candidate WHERE "id" = ticket."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "short_code" SET NOT NULL;
