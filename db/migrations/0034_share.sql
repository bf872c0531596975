CREATE TABLE "fare_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"created_by_user_id" integer,
	"token_hash" text NOT NULL,
	"search_id" text NOT NULL,
	"trip" jsonb NOT NULL,
	"fares" jsonb NOT NULL,
	"agent_markup" integer DEFAULT 0 NOT NULL,
	"agency" jsonb NOT NULL,
	"customer_email" text,
	"customer_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_shares_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "fare_shares" ADD CONSTRAINT "fare_shares_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_shares" ADD CONSTRAINT "fare_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fare_shares_token_uq" ON "fare_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "fare_shares_site_user_idx" ON "fare_shares" USING btree ("site_id","created_by_user_id","created_at");