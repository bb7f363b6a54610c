CREATE TABLE "generated_report_rows" (
	"report_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "generated_report_rows_report_id_seq_pk" PRIMARY KEY("report_id","seq")
);
--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "job_id" bigint;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "progress_message" text;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "period" jsonb;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_report_rows" ADD CONSTRAINT "generated_report_rows_report_id_generated_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."generated_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD CONSTRAINT "generated_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;