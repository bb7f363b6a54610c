CREATE TABLE "integration_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"system" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'Running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"job_id" bigint,
	"user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tpl_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"customer_external_id" text NOT NULL,
	"sku" text NOT NULL,
	"description" text,
	"unit_of_measure" text,
	"vendor_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_stock_drifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"run_id" integer,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_product_id" integer,
	"sku" text NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"dockhand_on_hand" integer NOT NULL,
	"wms_on_hand" integer NOT NULL,
	"explanation" jsonb DEFAULT '{"wmsOnly":[],"dockhandOnly":[]}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"direct_inventory_update_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"user_login_id" text DEFAULT '' NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"import_vendor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD COLUMN "external_error" text;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD COLUMN "external_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD COLUMN "lot_number" text;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD COLUMN "reference_num" text;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD COLUMN "direct_inventory_update_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_billing_codes" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_billing_codes" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tpl_carrier_services" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_carriers" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_customers" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_facilities" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tpl_units_of_measure" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD COLUMN "sync_status" text DEFAULT 'synced' NOT NULL;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD COLUMN "purchase_order_id" integer;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD COLUMN "connection_id" integer;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD COLUMN "sync_status" text DEFAULT 'synced' NOT NULL;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_items" ADD CONSTRAINT "tpl_items_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_items" ADD CONSTRAINT "tpl_items_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_run_id_integration_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."integration_sync_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_stock_drifts" ADD CONSTRAINT "tpl_stock_drifts_direct_inventory_update_id_direct_inventory_updates_id_fk" FOREIGN KEY ("direct_inventory_update_id") REFERENCES "public"."direct_inventory_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_connections" ADD CONSTRAINT "wms_connections_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_sync_runs_connection_idx" ON "integration_sync_runs" USING btree ("connection_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_items_connection_external_key" ON "tpl_items" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_stock_drifts_open_key" ON "tpl_stock_drifts" USING btree ("connection_id","vendor_id","sku","lot_number") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "tpl_stock_drifts_warehouse_idx" ON "tpl_stock_drifts" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_connections_system_warehouse_key" ON "wms_connections" USING btree ("system","warehouse_id");--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_direct_inventory_update_id_direct_inventory_updates_id_fk" FOREIGN KEY ("direct_inventory_update_id") REFERENCES "public"."direct_inventory_updates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_billing_codes" ADD CONSTRAINT "tpl_billing_codes_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_carrier_services" ADD CONSTRAINT "tpl_carrier_services_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_carriers" ADD CONSTRAINT "tpl_carriers_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_customers" ADD CONSTRAINT "tpl_customers_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_facilities" ADD CONSTRAINT "tpl_facilities_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD CONSTRAINT "tpl_receivers_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_units_of_measure" ADD CONSTRAINT "tpl_units_of_measure_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD CONSTRAINT "irms_customer_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD CONSTRAINT "irms_customer_orders_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD CONSTRAINT "irms_purchase_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD CONSTRAINT "irms_purchase_orders_connection_id_wms_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."wms_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_project_key_idx" ON "orders" USING btree ("project_id","order_key") WHERE order_key is not null;--> statement-breakpoint
CREATE INDEX "fulfillment_orders_mirrored_idx" ON "fulfillment_orders" USING btree ("warehouse_id","order_status") WHERE mirrored;--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_adjustments_connection_external_key" ON "tpl_adjustments" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_billing_codes_connection_external_key" ON "tpl_billing_codes" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_carrier_services_connection_code_key" ON "tpl_carrier_services" USING btree ("connection_id","carrier_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_carriers_connection_external_key" ON "tpl_carriers" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_customers_connection_external_key" ON "tpl_customers" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_facilities_connection_external_key" ON "tpl_facilities" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_receivers_connection_external_key" ON "tpl_receivers" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "irms_customer_orders_connection_external_key" ON "irms_customer_orders" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "irms_purchase_orders_connection_external_key" ON "irms_purchase_orders" USING btree ("connection_id","external_id");