CREATE TABLE "activity_rate_card_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_card_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"effective_from" date NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_minimum" numeric(14, 2),
	"pass_through_markup_percent" numeric(7, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_rate_cards_vendor_warehouse_key" UNIQUE NULLS NOT DISTINCT("vendor_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "billing_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"comment" text NOT NULL,
	"raised_by" uuid,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolution_comment" text,
	"credit_entry_id" integer,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factoring_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text,
	"notes" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_billing_entries" ALTER COLUMN "single_unit_charge" SET DATA TYPE numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "source_type" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "rule_key" text;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "tier_key" text;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "rate_card_version_id" integer;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "carrier_rate_card_id" integer;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "ptc_file_id" integer;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "credit_of_entry_id" integer;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "inputs" jsonb;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "ptc_files" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "ptc_files" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "credit_for_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "activity_rate_card_versions" ADD CONSTRAINT "activity_rate_card_versions_rate_card_id_activity_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."activity_rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rate_card_versions" ADD CONSTRAINT "activity_rate_card_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rate_card_versions" ADD CONSTRAINT "activity_rate_card_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rate_cards" ADD CONSTRAINT "activity_rate_cards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rate_cards" ADD CONSTRAINT "activity_rate_cards_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_entry_id_order_billing_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."order_billing_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_credit_entry_id_order_billing_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."order_billing_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_disputes" ADD CONSTRAINT "billing_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_files" ADD CONSTRAINT "billing_files_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_files" ADD CONSTRAINT "billing_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_transactions" ADD CONSTRAINT "factoring_transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_transactions" ADD CONSTRAINT "factoring_transactions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_transactions" ADD CONSTRAINT "factoring_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rate_card_versions_number_key" ON "activity_rate_card_versions" USING btree ("rate_card_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rate_card_versions_effective_key" ON "activity_rate_card_versions" USING btree ("rate_card_id","effective_from") WHERE status = 'Published';--> statement-breakpoint
CREATE INDEX "billing_disputes_entry_idx" ON "billing_disputes" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "billing_disputes_vendor_status_idx" ON "billing_disputes" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_disputes_open_key" ON "billing_disputes" USING btree ("entry_id") WHERE status = 'Open';--> statement-breakpoint
CREATE INDEX "billing_files_vendor_idx" ON "billing_files" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "factoring_transactions_vendor_date_idx" ON "factoring_transactions" USING btree ("vendor_id","transaction_date","id");--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_rate_card_version_id_activity_rate_card_versions_id_fk" FOREIGN KEY ("rate_card_version_id") REFERENCES "public"."activity_rate_card_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_carrier_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("carrier_rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_ptc_file_id_ptc_files_id_fk" FOREIGN KEY ("ptc_file_id") REFERENCES "public"."ptc_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_credit_of_entry_id_order_billing_entries_id_fk" FOREIGN KEY ("credit_of_entry_id") REFERENCES "public"."order_billing_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_files" ADD CONSTRAINT "ptc_files_file_id_billing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."billing_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_credit_for_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("credit_for_invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_file_id_billing_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."billing_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_billing_entries_source_idx" ON "order_billing_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_billing_entries_event_key" ON "order_billing_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "order_billing_entries_uninvoiced_idx" ON "order_billing_entries" USING btree ("vendor_id","entry_date") WHERE invoice_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoices_generated_period_key" ON "vendor_invoices" USING btree ("vendor_id",coalesce("warehouse_id", 0),"period_start","period_end") WHERE type = 'InvoiceGenerated' and status <> 'Void';--> statement-breakpoint
-- Charges made before this migration get their amount by billing's rounding rule (money.ts chargeOf):
-- the exact product, half away from zero to the cent, which is what numeric round() does.
UPDATE "order_billing_entries" SET "amount" = round("single_unit_charge" * "number_of_units", 2);--> statement-breakpoint
-- The lifecycle names an invoice sent to the client Issued (src/domain/vendor-invoice.lifecycle.ts).
UPDATE "vendor_invoices" SET "status" = 'Issued' WHERE "status" = 'Sent';
