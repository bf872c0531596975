CREATE TABLE "remote_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_site_id" integer NOT NULL,
	"origin" text NOT NULL,
	"remote_site_id" integer NOT NULL,
	"name" text NOT NULL,
	"remote_company_name" text DEFAULT '' NOT NULL,
	"api_key_sealed" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_mode" text NOT NULL,
	"key_scope" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"added_by_user_id" integer,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_suppliers_mode_ck" CHECK ("remote_suppliers"."key_mode" in ('test', 'live')),
	CONSTRAINT "remote_suppliers_scope_ck" CHECK ("remote_suppliers"."key_scope" in ('read', 'write'))
);
--> statement-breakpoint
ALTER TABLE "remote_suppliers" ADD CONSTRAINT "remote_suppliers_consumer_site_id_sites_id_fk" FOREIGN KEY ("consumer_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_suppliers" ADD CONSTRAINT "remote_suppliers_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_suppliers_site_origin_uq" ON "remote_suppliers" USING btree ("consumer_site_id","origin","remote_site_id");