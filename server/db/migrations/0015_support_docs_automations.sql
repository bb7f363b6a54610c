CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_links_ticket_object_key" UNIQUE("ticket_id","object_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "automation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vendor_id" integer,
	"warehouse_id" integer,
	"project_id" integer,
	"marker" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_ref" text NOT NULL,
	"payload" jsonb NOT NULL,
	"caused_by_automation_id" integer,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changelog_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "exception_hold_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "exception_marker" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD COLUMN "response_status" integer;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "marker" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "recipient_kind" text DEFAULT 'Addresses' NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "recipient_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "automations" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "changelog_entries" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledgebase_pages" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledgebase_pages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_links" ADD CONSTRAINT "ticket_links_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_links_object_idx" ON "ticket_links" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "automation_events_type_idx" ON "automation_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "automation_events_occurred_idx" ON "automation_events" USING btree ("occurred_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_exception_hold_id_order_holds_id_fk" FOREIGN KEY ("exception_hold_id") REFERENCES "public"."order_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD CONSTRAINT "automation_contents_event_id_automation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."automation_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "tickets_last_activity_idx" ON "tickets" USING btree ("last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_exception_hold_key" ON "tickets" USING btree ("exception_hold_id");--> statement-breakpoint
CREATE INDEX "knowledgebase_pages_tags_idx" ON "knowledgebase_pages" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "knowledgebase_pages_search_idx" ON "knowledgebase_pages" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "automation_contents" ADD CONSTRAINT "automation_contents_automation_event_key" UNIQUE("automation_id","event_id");--> statement-breakpoint
UPDATE "tickets" SET "last_activity_at" = "updated_at";
--> statement-breakpoint
UPDATE "automations" SET "on_event" = 'AsnReceived' WHERE "on_event" = 'ShipmentReceived';--> statement-breakpoint
UPDATE "automations" SET "on_event" = 'ReturnConfirmed' WHERE "on_event" = 'ReturnReceived';
