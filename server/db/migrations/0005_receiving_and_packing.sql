CREATE TABLE "inbound_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"purchase_order_id" integer,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_product_id" integer NOT NULL,
	"line_index" integer NOT NULL,
	"sku" text NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"damaged_quantity" integer DEFAULT 0 NOT NULL,
	"quarantine_quantity" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"lot_number" text,
	"lpn" text,
	"expiration_date" date,
	"over_receipt_confirmed" boolean DEFAULT false NOT NULL,
	"received_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"shipment_id" integer,
	"ship_to" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "receiving_tolerance_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "track_inventory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_shipment_id_warehouse_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."warehouse_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_lists" ADD CONSTRAINT "packing_lists_shipment_id_warehouse_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."warehouse_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_drafts" ADD CONSTRAINT "receiving_drafts_shipment_id_warehouse_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."warehouse_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_drafts" ADD CONSTRAINT "receiving_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_receipts_shipment_idx" ON "inbound_receipts" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "inbound_receipts_po_idx" ON "inbound_receipts" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "inbound_receipts_product_idx" ON "inbound_receipts" USING btree ("vendor_product_id");--> statement-breakpoint
CREATE INDEX "packing_lists_vendor_created_idx" ON "packing_lists" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "packing_lists_warehouse_idx" ON "packing_lists" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "packing_lists_reference_idx" ON "packing_lists" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_drafts_shipment_user_key" ON "receiving_drafts" USING btree ("shipment_id","user_id");