CREATE TABLE "flight_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"request" jsonb NOT NULL,
	"suppliers" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 8000 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_monthly_flight_stats" (
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"month_year" text NOT NULL,
	"look_count" integer DEFAULT 0 NOT NULL,
	"book_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_searches" ADD CONSTRAINT "flight_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_suppliers" ADD CONSTRAINT "site_suppliers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_monthly_flight_stats" ADD CONSTRAINT "user_monthly_flight_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_monthly_flight_stats" ADD CONSTRAINT "user_monthly_flight_stats_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_searches_site_idx" ON "flight_searches" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "flight_searches_expires_idx" ON "flight_searches" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_suppliers_site_idx" ON "site_suppliers" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_suppliers_site_name_uq" ON "site_suppliers" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_monthly_flight_stats_uq" ON "user_monthly_flight_stats" USING btree ("user_id","month_year");--> statement-breakpoint
CREATE INDEX "user_monthly_flight_stats_site_idx" ON "user_monthly_flight_stats" USING btree ("site_id");