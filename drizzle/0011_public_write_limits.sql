CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_shops" ADD COLUMN "unpaid_hold_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
CREATE INDEX "request_limits_window_idx" ON "request_limits" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "ticket_orders_expiry_idx" ON "ticket_orders" USING btree ("expires_at") WHERE "ticket_orders"."status" = 'pending' and "ticket_orders"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "ticket_shops" ADD CONSTRAINT "ticket_shops_unpaid_hold_hours_check" CHECK ("ticket_shops"."unpaid_hold_hours" between 1 and 720);