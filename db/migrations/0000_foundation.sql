CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "rbac_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"module_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "rbac_modules_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "rbac_permission_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"key" text NOT NULL,
	"group_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "rbac_permission_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "rbac_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"default_allowed" boolean NOT NULL,
	"user_types" text[] NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "rbac_permissions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "rbac_user_group_permissions" (
	"user_group_id" integer NOT NULL,
	"permission_key" text NOT NULL,
	CONSTRAINT "rbac_user_group_permissions_user_group_id_permission_key_pk" PRIMARY KEY("user_group_id","permission_key")
);
--> statement-breakpoint
CREATE TABLE "rbac_user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"domain" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"logo_url" text,
	"admin_contact" text,
	"admin_email" text,
	"primary_color" text DEFAULT '#1d4ed8' NOT NULL,
	"is_lock_mode" boolean DEFAULT false NOT NULL,
	"can_show_permission_menu" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"core_site_url" text DEFAULT '/app' NOT NULL,
	"gst_rate_bps" integer DEFAULT 1800 NOT NULL,
	"tds_rate_bps" integer DEFAULT 200 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"address1" text,
	"address2" text,
	"secondary_phone" text,
	"pan_number" text,
	"gst_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone" text,
	"phone_country_code" text,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"is_flight_hold_allowed" boolean DEFAULT false NOT NULL,
	"is_flight_search_allowed" boolean DEFAULT true NOT NULL,
	"is_flight_search_exempted" boolean DEFAULT false NOT NULL,
	"ta_logo_url" text,
	"referral_code" text,
	"billing" jsonb,
	"legal_entity_id" integer,
	"rbac_user_group_id" integer,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" in ('staff','travelAgent','retail','corporate'))
);
--> statement-breakpoint
ALTER TABLE "rbac_permission_groups" ADD CONSTRAINT "rbac_permission_groups_module_id_rbac_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."rbac_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_permissions" ADD CONSTRAINT "rbac_permissions_group_id_rbac_permission_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."rbac_permission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_user_group_permissions" ADD CONSTRAINT "rbac_user_group_permissions_user_group_id_rbac_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."rbac_user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_user_group_permissions" ADD CONSTRAINT "rbac_user_group_permissions_permission_key_rbac_permissions_key_fk" FOREIGN KEY ("permission_key") REFERENCES "public"."rbac_permissions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_user_groups" ADD CONSTRAINT "rbac_user_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rbac_user_group_id_rbac_user_groups_id_fk" FOREIGN KEY ("rbac_user_group_id") REFERENCES "public"."rbac_user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_user_groups_site_name_uq" ON "rbac_user_groups" USING btree ("site_id","group_name");--> statement-breakpoint
CREATE INDEX "rbac_user_groups_site_idx" ON "rbac_user_groups" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_domain_uq" ON "site_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "legal_entities_site_idx" ON "legal_entities" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sessions_hash_uq" ON "user_sessions" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_site_idx" ON "users" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_uq" ON "users" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone_uq" ON "users" USING btree ("site_id","phone");