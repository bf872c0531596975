CREATE TABLE "visa_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"country_slug" text NOT NULL,
	"visa_category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_categories_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "visa_categories_country_code_ck" CHECK ("visa_categories"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "visa_checklist_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"checklist_id" integer NOT NULL,
	"version" integer NOT NULL,
	"previous_html" text,
	"html" text NOT NULL,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"nationality_code" text NOT NULL,
	"nationality_country_name" text NOT NULL,
	"html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_checklists_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "visa_checklists_nationality_code_ck" CHECK ("visa_checklists"."nationality_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "visa_categories" ADD CONSTRAINT "visa_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklist_versions" ADD CONSTRAINT "visa_checklist_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklist_versions" ADD CONSTRAINT "visa_checklist_versions_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklist_versions" ADD CONSTRAINT "visa_checklist_versions_checklist_fk" FOREIGN KEY ("site_id","checklist_id") REFERENCES "public"."visa_checklists"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklists" ADD CONSTRAINT "visa_checklists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklists" ADD CONSTRAINT "visa_checklists_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_checklists" ADD CONSTRAINT "visa_checklists_category_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."visa_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_categories_site_country_name_uq" ON "visa_categories" USING btree ("site_id","country_code",lower("visa_category"));--> statement-breakpoint
CREATE INDEX "visa_categories_site_slug_idx" ON "visa_categories" USING btree ("site_id","country_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_checklist_versions_uq" ON "visa_checklist_versions" USING btree ("site_id","checklist_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_checklists_category_nationality_uq" ON "visa_checklists" USING btree ("site_id","category_id","nationality_code");