ALTER TABLE "checklist_items" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "step_key" text;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_task_idx" ON "checklist_items" USING btree ("task_id");