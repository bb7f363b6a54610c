CREATE TABLE "virtual_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"order_number" text,
	"channel" text DEFAULT 'api' NOT NULL,
	"api_key_id" integer,
	"payload" jsonb NOT NULL,
	"payload_hash" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"field_errors" jsonb,
	"status" text DEFAULT 'Pending' NOT NULL,
	"received_count" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_tool_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text DEFAULT 'ShipStation' NOT NULL,
	"base_url" text DEFAULT 'https://ssapi.shipstation.com' NOT NULL,
	"api_key" text NOT NULL,
	"api_secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sync_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_tool_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(14, 2),
	"weight_oz" numeric(14, 3),
	"storefront_product_id" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_tool_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace" text,
	"store_id" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_tool_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"status" text DEFAULT 'Running' NOT NULL,
	"counts" jsonb,
	"error" text,
	"user_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_tool_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"color" text,
	"order_tag_id" integer
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "activity" jsonb;--> statement-breakpoint
ALTER TABLE "storefront_products" ADD COLUMN "bill_of_materials_id" integer;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_api_key_id_storefront_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."storefront_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_connections" ADD CONSTRAINT "shipping_tool_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_connections" ADD CONSTRAINT "shipping_tool_connections_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_products" ADD CONSTRAINT "shipping_tool_products_connection_id_shipping_tool_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shipping_tool_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_products" ADD CONSTRAINT "shipping_tool_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_products" ADD CONSTRAINT "shipping_tool_products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_products" ADD CONSTRAINT "shipping_tool_products_storefront_product_id_storefront_products_id_fk" FOREIGN KEY ("storefront_product_id") REFERENCES "public"."storefront_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_stores" ADD CONSTRAINT "shipping_tool_stores_connection_id_shipping_tool_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shipping_tool_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_stores" ADD CONSTRAINT "shipping_tool_stores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_stores" ADD CONSTRAINT "shipping_tool_stores_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_stores" ADD CONSTRAINT "shipping_tool_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_syncs" ADD CONSTRAINT "shipping_tool_syncs_connection_id_shipping_tool_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shipping_tool_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_syncs" ADD CONSTRAINT "shipping_tool_syncs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_syncs" ADD CONSTRAINT "shipping_tool_syncs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_syncs" ADD CONSTRAINT "shipping_tool_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_tags" ADD CONSTRAINT "shipping_tool_tags_connection_id_shipping_tool_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shipping_tool_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_tags" ADD CONSTRAINT "shipping_tool_tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_tags" ADD CONSTRAINT "shipping_tool_tags_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tool_tags" ADD CONSTRAINT "shipping_tool_tags_order_tag_id_order_tags_id_fk" FOREIGN KEY ("order_tag_id") REFERENCES "public"."order_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_orders_payload_key" ON "virtual_orders" USING btree ("project_id","payload_hash");--> statement-breakpoint
CREATE INDEX "virtual_orders_project_status_idx" ON "virtual_orders" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "virtual_orders_vendor_idx" ON "virtual_orders" USING btree ("vendor_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_tool_connections_project_key" ON "shipping_tool_connections" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_tool_products_key" ON "shipping_tool_products" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "shipping_tool_products_project_idx" ON "shipping_tool_products" USING btree ("project_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_tool_stores_key" ON "shipping_tool_stores" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "shipping_tool_stores_project_idx" ON "shipping_tool_stores" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "shipping_tool_syncs_connection_idx" ON "shipping_tool_syncs" USING btree ("connection_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_tool_tags_key" ON "shipping_tool_tags" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE INDEX "shipping_tool_tags_project_idx" ON "shipping_tool_tags" USING btree ("project_id","name");--> statement-breakpoint
ALTER TABLE "storefront_products" ADD CONSTRAINT "storefront_products_bill_of_materials_id_bills_of_materials_id_fk" FOREIGN KEY ("bill_of_materials_id") REFERENCES "public"."bills_of_materials"("id") ON DELETE no action ON UPDATE no action;