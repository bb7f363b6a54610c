CREATE TABLE "api_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"user_id" uuid,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"context" jsonb,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_log_created_idx" ON "api_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_log_status_idx" ON "api_log" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "system_log_created_idx" ON "system_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_log_project_idx" ON "system_log" USING btree ("project_id","created_at");