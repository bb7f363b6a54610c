ALTER TABLE "api_log" ADD COLUMN "api_key_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_products" ADD COLUMN "barcode" text;--> statement-breakpoint
CREATE INDEX "api_log_user_idx" ON "api_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "api_log_api_key_idx" ON "api_log" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_products_barcode_idx" ON "vendor_products" USING btree ("barcode");