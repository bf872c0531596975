CREATE TABLE "user_recent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"search_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"search_id" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_recent_searches" ADD CONSTRAINT "user_recent_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recent_searches" ADD CONSTRAINT "user_recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_recent_searches_user_key_uq" ON "user_recent_searches" USING btree ("user_id","search_key");--> statement-breakpoint
CREATE INDEX "user_recent_searches_site_user_idx" ON "user_recent_searches" USING btree ("site_id","user_id","searched_at");