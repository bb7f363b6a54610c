CREATE TABLE "stock_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"balance_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_allocations_quantity_positive" CHECK ("stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"balance_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_product_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"location" text NOT NULL,
	"lot_number" text,
	"lpn" text,
	"expiration_date" date,
	"kind" text NOT NULL,
	"quantity_delta" integer DEFAULT 0 NOT NULL,
	"allocated_delta" integer DEFAULT 0 NOT NULL,
	"counted_quantity" integer,
	"variance" integer,
	"source_type" text,
	"source_id" text,
	"reason" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"user_id" uuid,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_vendor_status_date_idx";--> statement-breakpoint
DROP INDEX "orders_warehouse_status_date_idx";--> statement-breakpoint
DROP INDEX "warehouse_product_locations_product_idx";--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ALTER COLUMN "location" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "vendor_status_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "units_per_box" integer;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "units_per_pallet" integer;--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD COLUMN "bucket" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_balance_id_warehouse_product_locations_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."warehouse_product_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_balance_id_warehouse_product_locations_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."warehouse_product_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_allocations_source_idx" ON "stock_allocations" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_open_balance_idx" ON "stock_allocations" USING btree ("balance_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("vendor_product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_ledger_balance_idx" ON "stock_ledger" USING btree ("balance_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_warehouse_created_idx" ON "stock_ledger" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_ledger_source_idx" ON "stock_ledger" USING btree ("source_type","source_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_status_id_vendor_statuses_id_fk" FOREIGN KEY ("vendor_status_id") REFERENCES "public"."vendor_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_vendor_status_date_idx" ON "orders" USING btree ("vendor_id","order_status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST,"is_archived");--> statement-breakpoint
CREATE INDEX "orders_warehouse_status_date_idx" ON "orders" USING btree ("warehouse_id","order_status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST,"is_archived");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_product_idx" ON "warehouse_product_locations" USING btree ("vendor_product_id","warehouse_id");--> statement-breakpoint
-- Balances written before the ledger existed: no document holds their allocated units (allocations
-- come with order fulfilment), and each gets an opening ledger row so it equals the sum of its ledger.
UPDATE "warehouse_product_locations" SET "quantity_allocated" = 0;--> statement-breakpoint
INSERT INTO "stock_ledger" ("balance_id", "warehouse_id", "vendor_id", "vendor_product_id", "bucket", "location", "lot_number", "lpn", "expiration_date", "kind", "quantity_delta", "reason")
  SELECT "id", "warehouse_id", "vendor_id", "vendor_product_id", "bucket", "location", "lot_number", "lpn", "expiration_date", 'opening', "quantity", 'Opening balance (stock ledger introduced)'
  FROM "warehouse_product_locations" WHERE "quantity" <> 0;--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_place_key" UNIQUE NULLS NOT DISTINCT("warehouse_id","vendor_product_id","bucket","location","lot_number","lpn","expiration_date");--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_allocated_not_negative" CHECK ("warehouse_product_locations"."quantity_allocated" >= 0);--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_available_not_negative" CHECK ("warehouse_product_locations"."quantity" >= "warehouse_product_locations"."quantity_allocated");--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_allocated_only_available" CHECK ("warehouse_product_locations"."quantity_allocated" = 0 or "warehouse_product_locations"."bucket" = 'available');--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_bucket" CHECK ("warehouse_product_locations"."bucket" in ('available', 'quarantine', 'damaged', 'in_transit'));