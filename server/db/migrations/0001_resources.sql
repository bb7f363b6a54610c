CREATE TABLE "order_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#6B7280' NOT NULL,
	"use_for" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"order_key" text,
	"project_id" integer NOT NULL,
	"store_id" integer,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"order_status" text DEFAULT 'awaiting_shipment' NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_date" timestamp with time zone,
	"ship_by_date" timestamp with time zone,
	"ship_date" timestamp with time zone,
	"order_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"customer_email" text,
	"customer_username" text,
	"bill_to" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipment_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"weight_total" numeric(14, 3) DEFAULT 0 NOT NULL,
	"advanced_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_service" text,
	"carrier_code" text,
	"service_code" text,
	"tracking_number" text,
	"ship_zone" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_reship" boolean DEFAULT false NOT NULL,
	"reship_of_order_id" integer,
	"parent_order_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"vendor_product_id" integer,
	"on_fulfillment_ignore" boolean DEFAULT false NOT NULL,
	"on_fulfillment_hold" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"order_status" integer DEFAULT 0 NOT NULL,
	"vendor_id" integer NOT NULL,
	"project_id" integer,
	"warehouse_id" integer NOT NULL,
	"expected_date" date,
	"user_note" text,
	"shipping_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"other_fees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shippings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"order_number" text NOT NULL,
	"custom_reference_number" text,
	"order_status" text DEFAULT 'Open' NOT NULL,
	"vendor_id" integer NOT NULL,
	"project_id" integer,
	"purchase_order_id" integer,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer NOT NULL,
	"customer_requested" boolean DEFAULT false NOT NULL,
	"expected_date" date,
	"received_date" timestamp with time zone,
	"user_note" text,
	"shipping_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"other_fees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shippings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"order_number" text NOT NULL,
	"order_status" text DEFAULT 'Open' NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"project_id" integer,
	"store_id" integer,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ship_by_date" timestamp with time zone,
	"ship_date" timestamp with time zone,
	"requested_service" text,
	"carrier_code" text,
	"service_code" text,
	"tracking_number" text,
	"shipment_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"weight_total" numeric(14, 3) DEFAULT 0 NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_type" text DEFAULT 'Ecom' NOT NULL,
	"order_status" text DEFAULT 'Open' NOT NULL,
	"order_number" text NOT NULL,
	"custom_reference_number" text,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"shipment_address_id" integer,
	"shipment_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier_code" text,
	"service_code" text,
	"tracking_number" text,
	"ship_date" timestamp with time zone,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"receive_date" date,
	"carrier_code" text,
	"service_code" text,
	"tracking_number" text,
	"confirmation" text DEFAULT 'none' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_inventory_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"warehouse_product_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"measurement_unit" text DEFAULT 'E' NOT NULL,
	"reference_number" text,
	"location" text,
	"lot_number" text,
	"lpn" text,
	"expiration_date" date,
	"note" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"sku" text NOT NULL,
	"item" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"type" text DEFAULT 'Stock Item' NOT NULL,
	"item_unit" text DEFAULT 'E' NOT NULL,
	"wholesale_price" numeric(14, 2),
	"factoring_percentage" numeric(7, 2),
	"weight" numeric(14, 3),
	"inventory_status" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_product_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_product_id" integer NOT NULL,
	"location" text NOT NULL,
	"lot_number" text,
	"lpn" text,
	"expiration_date" date,
	"quantity" integer DEFAULT 0 NOT NULL,
	"quantity_allocated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_billing_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"entry_date" date DEFAULT current_date NOT NULL,
	"single_unit_charge" numeric(14, 2) DEFAULT 0 NOT NULL,
	"number_of_units" numeric(14, 3) DEFAULT 1 NOT NULL,
	"charge_label" text NOT NULL,
	"charge_type" text DEFAULT 'Administrative' NOT NULL,
	"type" text DEFAULT 'Other' NOT NULL,
	"invoice_id" integer,
	"ref_num" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ptc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'InvoiceUploaded' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"invoice_excel_url" text,
	"period_start" date,
	"period_end" date,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer,
	"name" text NOT NULL,
	"tpl_carrier_code" text,
	"tpl_service_code" text,
	"carrier_code" text NOT NULL,
	"service_code" text NOT NULL,
	"rate_weight_unit" text DEFAULT 'LBS' NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"type" text DEFAULT 'InvoiceUploaded' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"invoice_excel_url" text,
	"invoice_date" date,
	"due_date" date,
	"period_start" date,
	"period_end" date,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"project_id" integer,
	"vendor_id" integer,
	"warehouse_id" integer,
	"for_multiple_storefronts" boolean DEFAULT false NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" uuid,
	"file_url" text,
	"error" text,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_number" serial NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'General Support' NOT NULL,
	"priority" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"vendor_id" integer,
	"created_by" uuid,
	"collaborator_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"put_into_back_log" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"automation_id" integer,
	"content_template_id" integer,
	"project_id" integer,
	"type" text DEFAULT 'Email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"project_id" integer,
	"content_template_id" integer,
	"on_event" text NOT NULL,
	"type" text DEFAULT 'Email' NOT NULL,
	"from_event" boolean DEFAULT true NOT NULL,
	"recipients" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"facility_id" integer,
	"customer_id" integer,
	"vendor_id" integer,
	"warehouse_id" integer,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"adjusted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_billing_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_carrier_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ship_station_service_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"description" text,
	"ship_station_carrier_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"vendor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"code" text,
	"warehouse_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"vendor_id" integer NOT NULL,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer NOT NULL,
	"shipment_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_packing_slip" boolean DEFAULT false NOT NULL,
	"expected_date" date,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpl_units_of_measure" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "irms_customer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"customer_name" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"ship_date" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "irms_purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"supplier_name" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_date" date,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills_of_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Assembly' NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"warehouse_product_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rnd_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer,
	"warehouse_product_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"quantity_to_order" integer DEFAULT 0 NOT NULL,
	"other_fees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"percent_markup" numeric(7, 2) DEFAULT 0 NOT NULL,
	"unit_weight" numeric(14, 3),
	"unit_weight_metric" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"type" text DEFAULT 'Internal' NOT NULL,
	"assemble_type" text DEFAULT 'Assemble' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"vendor_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bill_of_materials_id" integer,
	"manufacturing_vendor_id" integer,
	"purchase_order_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"measurement_unit" text DEFAULT 'E' NOT NULL,
	"due_date" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changelog_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"notify_roles" text[] DEFAULT '{superadmin,admin,manager,warehouse-manager,manufacturing-manager}'::text[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledgebase_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"visible_to_roles" text[] DEFAULT '{developer,superadmin,admin,manager,warehouse-manager,manufacturing-manager}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledgebase_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "knowledgebase_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledgebase_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ship_code_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"override_to_use_manual_fulfill" boolean DEFAULT false NOT NULL,
	"fulfillment_service" text DEFAULT 'TPL' NOT NULL,
	"fulfillment_service_code" text,
	"fulfillment_service_name" text,
	"fulfillment_carrier_code" text,
	"fulfillment_carrier_name" text,
	"order_service_code" text,
	"order_carrier_code" text,
	"requested_service" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trello_list_id" text,
	"vendor_started_state" boolean DEFAULT false NOT NULL,
	"vendor_denied_state" boolean DEFAULT false NOT NULL,
	"vendor_onboarded_state" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_tags" ADD CONSTRAINT "order_tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_products" ADD CONSTRAINT "storefront_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_products" ADD CONSTRAINT "storefront_products_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shipments" ADD CONSTRAINT "warehouse_shipments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shipments" ADD CONSTRAINT "warehouse_shipments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shipments" ADD CONSTRAINT "warehouse_shipments_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shipments" ADD CONSTRAINT "warehouse_shipments_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shipments" ADD CONSTRAINT "warehouse_shipments_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_orders" ADD CONSTRAINT "fulfillment_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD CONSTRAINT "manual_shipments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD CONSTRAINT "manual_shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inventory_updates" ADD CONSTRAINT "direct_inventory_updates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inventory_updates" ADD CONSTRAINT "direct_inventory_updates_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inventory_updates" ADD CONSTRAINT "direct_inventory_updates_warehouse_product_id_vendor_products_id_fk" FOREIGN KEY ("warehouse_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_inventory_updates" ADD CONSTRAINT "direct_inventory_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_product_locations" ADD CONSTRAINT "warehouse_product_locations_vendor_product_id_vendor_products_id_fk" FOREIGN KEY ("vendor_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_billing_entries" ADD CONSTRAINT "order_billing_entries_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_files" ADD CONSTRAINT "ptc_files_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD CONSTRAINT "automation_contents_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD CONSTRAINT "automation_contents_content_template_id_content_templates_id_fk" FOREIGN KEY ("content_template_id") REFERENCES "public"."content_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_contents" ADD CONSTRAINT "automation_contents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_content_template_id_content_templates_id_fk" FOREIGN KEY ("content_template_id") REFERENCES "public"."content_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_facility_id_tpl_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."tpl_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_customer_id_tpl_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."tpl_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_adjustments" ADD CONSTRAINT "tpl_adjustments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_billing_codes" ADD CONSTRAINT "tpl_billing_codes_carrier_id_tpl_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."tpl_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_carrier_services" ADD CONSTRAINT "tpl_carrier_services_carrier_id_tpl_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."tpl_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_customers" ADD CONSTRAINT "tpl_customers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_facilities" ADD CONSTRAINT "tpl_facilities_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD CONSTRAINT "tpl_receivers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD CONSTRAINT "tpl_receivers_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tpl_receivers" ADD CONSTRAINT "tpl_receivers_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD CONSTRAINT "irms_customer_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_customer_orders" ADD CONSTRAINT "irms_customer_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD CONSTRAINT "irms_purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "irms_purchase_orders" ADD CONSTRAINT "irms_purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_materials" ADD CONSTRAINT "bills_of_materials_warehouse_product_id_vendor_products_id_fk" FOREIGN KEY ("warehouse_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD CONSTRAINT "rnd_projects_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD CONSTRAINT "rnd_projects_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rnd_projects" ADD CONSTRAINT "rnd_projects_warehouse_product_id_vendor_products_id_fk" FOREIGN KEY ("warehouse_product_id") REFERENCES "public"."vendor_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_bill_of_materials_id_bills_of_materials_id_fk" FOREIGN KEY ("bill_of_materials_id") REFERENCES "public"."bills_of_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_manufacturing_vendor_id_manufacturing_vendors_id_fk" FOREIGN KEY ("manufacturing_vendor_id") REFERENCES "public"."manufacturing_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledgebase_pages" ADD CONSTRAINT "knowledgebase_pages_group_id_knowledgebase_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."knowledgebase_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_code_mappings" ADD CONSTRAINT "ship_code_mappings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tags_project_name_key" ON "order_tags" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "orders_vendor_status_date_idx" ON "orders" USING btree ("vendor_id","order_status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_warehouse_status_date_idx" ON "orders" USING btree ("warehouse_id","order_status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_modify_date_idx" ON "orders" USING btree ("modify_date");--> statement-breakpoint
CREATE INDEX "orders_project_date_idx" ON "orders" USING btree ("project_id","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_store_number_idx" ON "orders" USING btree ("store_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "orders_customer_username_idx" ON "orders" USING btree ("customer_username");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_products_project_sku_key" ON "storefront_products" USING btree ("project_id","sku");--> statement-breakpoint
CREATE INDEX "storefront_products_name_idx" ON "storefront_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_status_idx" ON "purchase_orders" USING btree ("vendor_id","order_status","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_warehouse_status_idx" ON "purchase_orders" USING btree ("warehouse_id","order_status");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_created_idx" ON "purchase_orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_idx" ON "purchase_orders" USING btree ("expected_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_type_idx" ON "purchase_orders" USING btree ("type");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_vendor_status_idx" ON "warehouse_shipments" USING btree ("vendor_id","order_status","id");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_type_created_idx" ON "warehouse_shipments" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_to_warehouse_idx" ON "warehouse_shipments" USING btree ("to_warehouse_id","order_status");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_from_warehouse_idx" ON "warehouse_shipments" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_number_idx" ON "warehouse_shipments" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_po_idx" ON "warehouse_shipments" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_received_idx" ON "warehouse_shipments" USING btree ("received_date");--> statement-breakpoint
CREATE INDEX "warehouse_shipments_expected_idx" ON "warehouse_shipments" USING btree ("expected_date");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_warehouse_status_date_idx" ON "fulfillment_orders" USING btree ("warehouse_id","order_status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fulfillment_orders_vendor_date_idx" ON "fulfillment_orders" USING btree ("vendor_id","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fulfillment_orders_date_idx" ON "fulfillment_orders" USING btree ("order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fulfillment_orders_order_idx" ON "fulfillment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fulfillment_orders_number_idx" ON "fulfillment_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "manual_shipments_vendor_status_idx" ON "manual_shipments" USING btree ("vendor_id","order_status","id");--> statement-breakpoint
CREATE INDEX "manual_shipments_warehouse_idx" ON "manual_shipments" USING btree ("warehouse_id","order_status");--> statement-breakpoint
CREATE INDEX "manual_shipments_type_idx" ON "manual_shipments" USING btree ("order_type","created_at");--> statement-breakpoint
CREATE INDEX "manual_shipments_number_idx" ON "manual_shipments" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "manual_shipments_reference_idx" ON "manual_shipments" USING btree ("custom_reference_number");--> statement-breakpoint
CREATE INDEX "order_returns_vendor_created_idx" ON "order_returns" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_warehouse_idx" ON "order_returns" USING btree ("warehouse_id","confirmation");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "direct_inventory_updates_vendor_created_idx" ON "direct_inventory_updates" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_inventory_updates_warehouse_created_idx" ON "direct_inventory_updates" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_inventory_updates_product_idx" ON "direct_inventory_updates" USING btree ("warehouse_product_id");--> statement-breakpoint
CREATE INDEX "direct_inventory_updates_reference_idx" ON "direct_inventory_updates" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_products_vendor_sku_key" ON "vendor_products" USING btree ("vendor_id","sku");--> statement-breakpoint
CREATE INDEX "vendor_products_vendor_status_idx" ON "vendor_products" USING btree ("vendor_id","status","item");--> statement-breakpoint
CREATE INDEX "vendor_products_warehouse_idx" ON "vendor_products" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "vendor_products_type_idx" ON "vendor_products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "vendor_products_inventory_status_idx" ON "vendor_products" USING btree ("inventory_status");--> statement-breakpoint
CREATE INDEX "vendor_products_item_idx" ON "vendor_products" USING btree ("item");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_warehouse_vendor_idx" ON "warehouse_product_locations" USING btree ("warehouse_id","vendor_id","location");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_vendor_idx" ON "warehouse_product_locations" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_product_idx" ON "warehouse_product_locations" USING btree ("vendor_product_id");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_location_idx" ON "warehouse_product_locations" USING btree ("location");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_lot_idx" ON "warehouse_product_locations" USING btree ("lot_number");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_lpn_idx" ON "warehouse_product_locations" USING btree ("lpn");--> statement-breakpoint
CREATE INDEX "warehouse_product_locations_expiration_idx" ON "warehouse_product_locations" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "order_billing_entries_vendor_date_idx" ON "order_billing_entries" USING btree ("vendor_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "order_billing_entries_warehouse_idx" ON "order_billing_entries" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "order_billing_entries_invoice_idx" ON "order_billing_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "order_billing_entries_date_idx" ON "order_billing_entries" USING btree ("entry_date");--> statement-breakpoint
CREATE INDEX "ptc_files_vendor_created_idx" ON "ptc_files" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_cards_vendor_idx" ON "rate_cards" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "rate_cards_carrier_service_idx" ON "rate_cards" USING btree ("carrier_code","service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invoices_vendor_number_key" ON "vendor_invoices" USING btree ("vendor_id","invoice_number");--> statement-breakpoint
CREATE INDEX "vendor_invoices_vendor_date_idx" ON "vendor_invoices" USING btree ("vendor_id","invoice_date");--> statement-breakpoint
CREATE INDEX "vendor_invoices_date_idx" ON "vendor_invoices" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "generated_reports_type_created_idx" ON "generated_reports" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "generated_reports_vendor_created_idx" ON "generated_reports" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_reports_created_idx" ON "generated_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "generated_reports_status_idx" ON "generated_reports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "generated_reports_project_idx" ON "generated_reports" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "tickets_status_priority_idx" ON "tickets" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "tickets_vendor_idx" ON "tickets" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_created_by_idx" ON "tickets" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_number_idx" ON "tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "automation_contents_project_created_idx" ON "automation_contents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_contents_automation_idx" ON "automation_contents" USING btree ("automation_id");--> statement-breakpoint
CREATE INDEX "automation_contents_created_idx" ON "automation_contents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "automations_project_idx" ON "automations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "automations_event_idx" ON "automations" USING btree ("on_event","enabled");--> statement-breakpoint
CREATE INDEX "tpl_adjustments_vendor_date_idx" ON "tpl_adjustments" USING btree ("vendor_id","adjusted_at");--> statement-breakpoint
CREATE INDEX "tpl_adjustments_warehouse_idx" ON "tpl_adjustments" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "tpl_adjustments_date_idx" ON "tpl_adjustments" USING btree ("adjusted_at");--> statement-breakpoint
CREATE INDEX "tpl_adjustments_sku_idx" ON "tpl_adjustments" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "tpl_billing_codes_carrier_idx" ON "tpl_billing_codes" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "tpl_carrier_services_carrier_idx" ON "tpl_carrier_services" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "tpl_receivers_vendor_created_idx" ON "tpl_receivers" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "tpl_receivers_to_warehouse_idx" ON "tpl_receivers" USING btree ("to_warehouse_id");--> statement-breakpoint
CREATE INDEX "tpl_receivers_from_warehouse_idx" ON "tpl_receivers" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "tpl_receivers_number_idx" ON "tpl_receivers" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tpl_units_of_measure_code_key" ON "tpl_units_of_measure" USING btree ("code");--> statement-breakpoint
CREATE INDEX "irms_customer_orders_vendor_status_idx" ON "irms_customer_orders" USING btree ("vendor_id","status","order_date");--> statement-breakpoint
CREATE INDEX "irms_customer_orders_warehouse_idx" ON "irms_customer_orders" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "irms_customer_orders_date_idx" ON "irms_customer_orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "irms_customer_orders_number_idx" ON "irms_customer_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "irms_purchase_orders_vendor_status_idx" ON "irms_purchase_orders" USING btree ("vendor_id","status","order_date");--> statement-breakpoint
CREATE INDEX "irms_purchase_orders_warehouse_idx" ON "irms_purchase_orders" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "irms_purchase_orders_date_idx" ON "irms_purchase_orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "irms_purchase_orders_number_idx" ON "irms_purchase_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "bills_of_materials_vendor_idx" ON "bills_of_materials" USING btree ("vendor_id","name");--> statement-breakpoint
CREATE INDEX "bills_of_materials_warehouse_idx" ON "bills_of_materials" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "rnd_projects_vendor_idx" ON "rnd_projects" USING btree ("vendor_id","name");--> statement-breakpoint
CREATE INDEX "rnd_projects_warehouse_idx" ON "rnd_projects" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "work_orders_vendor_status_idx" ON "work_orders" USING btree ("vendor_id","status","id");--> statement-breakpoint
CREATE INDEX "work_orders_warehouse_idx" ON "work_orders" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_bom_idx" ON "work_orders" USING btree ("bill_of_materials_id");--> statement-breakpoint
CREATE INDEX "work_orders_po_idx" ON "work_orders" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_number_idx" ON "work_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "changelog_entries_published_idx" ON "changelog_entries" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "knowledgebase_pages_group_idx" ON "knowledgebase_pages" USING btree ("group_id","sort_order");--> statement-breakpoint
CREATE INDEX "ship_code_mappings_project_idx" ON "ship_code_mappings" USING btree ("project_id","active");--> statement-breakpoint
CREATE INDEX "ship_code_mappings_order_codes_idx" ON "ship_code_mappings" USING btree ("order_carrier_code","order_service_code");