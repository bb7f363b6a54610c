CREATE SEQUENCE "public"."container_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipment_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"label" text NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_cartons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"pallet_id" integer,
	"lpn" text NOT NULL,
	"sscc" text NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" numeric(14, 3),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_pallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"lpn" text NOT NULL,
	"sscc" text NOT NULL,
	"weight" numeric(14, 3),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "wanted_ship_date" date;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "pro_number" text;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "freight_class" text;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "package_count" integer;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "weight" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "picked_up_by" text;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD COLUMN "activity" jsonb;--> statement-breakpoint
ALTER TABLE "shipment_addresses" ADD CONSTRAINT "shipment_addresses_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_cartons" ADD CONSTRAINT "shipment_cartons_shipment_id_manual_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."manual_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_cartons" ADD CONSTRAINT "shipment_cartons_pallet_id_shipment_pallets_id_fk" FOREIGN KEY ("pallet_id") REFERENCES "public"."shipment_pallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_pallets" ADD CONSTRAINT "shipment_pallets_shipment_id_manual_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."manual_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_addresses_vendor_idx" ON "shipment_addresses" USING btree ("vendor_id","label");--> statement-breakpoint
CREATE INDEX "shipment_cartons_shipment_idx" ON "shipment_cartons" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_cartons_pallet_idx" ON "shipment_cartons" USING btree ("pallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_cartons_lpn_key" ON "shipment_cartons" USING btree ("lpn");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_cartons_sscc_key" ON "shipment_cartons" USING btree ("sscc");--> statement-breakpoint
CREATE INDEX "shipment_pallets_shipment_idx" ON "shipment_pallets" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_pallets_lpn_key" ON "shipment_pallets" USING btree ("lpn");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_pallets_sscc_key" ON "shipment_pallets" USING btree ("sscc");--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD CONSTRAINT "manual_shipments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_shipments" ADD CONSTRAINT "manual_shipments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;