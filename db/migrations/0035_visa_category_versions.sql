CREATE TABLE "visa_category_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"version" integer NOT NULL,
	"previous" jsonb,
	"saved" jsonb NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visa_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_category_versions" ADD CONSTRAINT "visa_category_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_category_versions" ADD CONSTRAINT "visa_category_versions_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_category_versions" ADD CONSTRAINT "visa_category_versions_category_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."visa_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_category_versions_uq" ON "visa_category_versions" USING btree ("site_id","category_id","version");