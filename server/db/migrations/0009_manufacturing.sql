CREATE TABLE "bill_of_materials_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_of_materials_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"lot" text,
	"expiry" date,
	"unit_cost" numeric(14, 2),
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rnd_projects" ALTER COLUMN "quantity_to_order" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "rnd_projects" ALTER COLUMN "percent_markup" SET DEFAULT 10;--> statement-breakpoint
ALTER TABLE "rnd_projects" ALTER COLUMN "unit_weight_metric" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "work_orders" ALTER COLUMN "status" SET DEFAULT 'Draft';--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "minimum_order_quantity" integer;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD COLUMN "waste_per_item_percent" numeric(7, 2) DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD COLUMN "moq_warning_multiple" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD COLUMN "last_purchased_weeks_warning" integer DEFAULT 26 NOT NULL;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD COLUMN "planning_lead_time_days_warning" integer DEFAULT 35 NOT NULL;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD COLUMN "bill_of_materials_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "bill_of_materials_version_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completed_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "unit_cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "activity" jsonb;--> statement-breakpoint
ALTER TABLE "bill_of_materials_versions" ADD CONSTRAINT "bill_of_materials_versions_bill_of_materials_id_bills_of_materials_id_fk" FOREIGN KEY ("bill_of_materials_id") REFERENCES "public"."bills_of_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_completions" ADD CONSTRAINT "work_order_completions_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_completions" ADD CONSTRAINT "work_order_completions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_of_materials_versions_key" ON "bill_of_materials_versions" USING btree ("bill_of_materials_id","revision");--> statement-breakpoint
CREATE INDEX "work_order_completions_order_idx" ON "work_order_completions" USING btree ("work_order_id");--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD CONSTRAINT "rnd_projects_bill_of_materials_id_bills_of_materials_id_fk" FOREIGN KEY ("bill_of_materials_id") REFERENCES "public"."bills_of_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_bill_of_materials_version_id_bill_of_materials_versions_id_fk" FOREIGN KEY ("bill_of_materials_version_id") REFERENCES "public"."bill_of_materials_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Work orders now start as Draft (issue 15): an Open one was never released.
UPDATE "work_orders" SET "status" = 'Draft' WHERE "status" = 'Open';
