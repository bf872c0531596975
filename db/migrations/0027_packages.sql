CREATE TABLE "package_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"source_site_id" integer,
	"travel_date" date NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_phone_country" text DEFAULT 'in' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" integer,
	"user_id" integer,
	"customer_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_enquiries_status_ck" CHECK ("package_enquiries"."status" in ('new','in progress','quoted','converted','closed')),
	CONSTRAINT "package_enquiries_party_ck" CHECK ("package_enquiries"."adults" between 1 and 99 and "package_enquiries"."children" between 0 and 99 and "package_enquiries"."infants" between 0 and "package_enquiries"."adults"),
	CONSTRAINT "package_enquiries_contact_ck" CHECK (length(btrim("package_enquiries"."contact_name")) > 0 and length(btrim("package_enquiries"."contact_email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "package_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"file_id" uuid NOT NULL,
	"thumb_file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_images_position_ck" CHECK ("package_images"."position" >= 0),
	CONSTRAINT "package_images_size_ck" CHECK ("package_images"."width" > 0 and "package_images"."height" > 0 and "package_images"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"destination" text NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_from" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "packages_days_ck" CHECK ("packages"."days" between 1 and 90),
	CONSTRAINT "packages_nights_ck" CHECK ("packages"."nights" between 0 and 90 and "packages"."nights" <= "packages"."days"),
	CONSTRAINT "packages_price_ck" CHECK ("packages"."price_from" >= 0),
	CONSTRAINT "packages_currency_ck" CHECK ("packages"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "packages_validity_ck" CHECK ("packages"."valid_till" >= "packages"."valid_from"),
	CONSTRAINT "packages_name_ck" CHECK (length(btrim("packages"."name")) > 0 and length(btrim("packages"."destination")) > 0)
);
--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_source_site_id_sites_id_fk" FOREIGN KEY ("source_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_enquiries" ADD CONSTRAINT "package_enquiries_package_fk" FOREIGN KEY ("site_id","package_id") REFERENCES "public"."packages"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_images" ADD CONSTRAINT "package_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_images" ADD CONSTRAINT "package_images_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_images" ADD CONSTRAINT "package_images_thumb_file_id_uploaded_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_images" ADD CONSTRAINT "package_images_package_fk" FOREIGN KEY ("site_id","package_id") REFERENCES "public"."packages"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_enquiries_site_status_idx" ON "package_enquiries" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "package_enquiries_user_idx" ON "package_enquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "package_images_package_idx" ON "package_images" USING btree ("site_id","package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "package_images_one_cover_uq" ON "package_images" USING btree ("package_id") WHERE "package_images"."is_cover";--> statement-breakpoint
CREATE INDEX "packages_site_published_idx" ON "packages" USING btree ("site_id","is_published","destination");