CREATE TABLE "supplier_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_site_id" integer NOT NULL,
	"consumer_site_id" integer NOT NULL,
	"category" text NOT NULL,
	"request_status" text DEFAULT 'Pending' NOT NULL,
	"is_paused_by_consumer" boolean DEFAULT false NOT NULL,
	"is_flight_hold_allowed" boolean DEFAULT false NOT NULL,
	"is_flight_search_allowed" boolean DEFAULT true NOT NULL,
	"requested_by_user_id" integer,
	"request_generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_requests_category_ck" CHECK ("supplier_requests"."category" in ('FixedDeparture','Flights','TourPackages')),
	CONSTRAINT "supplier_requests_status_ck" CHECK ("supplier_requests"."request_status" in ('Pending','Approved','Rejected','Suspended')),
	CONSTRAINT "supplier_requests_not_self_ck" CHECK ("supplier_requests"."supplier_site_id" <> "supplier_requests"."consumer_site_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_site_id" integer NOT NULL,
	"consumer_site_id" integer NOT NULL,
	"accepted_terms" text NOT NULL,
	"accepted_by_user_id" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "consumer_site_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_supplier_site_id_sites_id_fk" FOREIGN KEY ("supplier_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_consumer_site_id_sites_id_fk" FOREIGN KEY ("consumer_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_terms_acceptances" ADD CONSTRAINT "supplier_terms_acceptances_supplier_site_id_sites_id_fk" FOREIGN KEY ("supplier_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_terms_acceptances" ADD CONSTRAINT "supplier_terms_acceptances_consumer_site_id_sites_id_fk" FOREIGN KEY ("consumer_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_terms_acceptances" ADD CONSTRAINT "supplier_terms_acceptances_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_profiles_site_uq" ON "supplier_profiles" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_requests_pair_category_uq" ON "supplier_requests" USING btree ("supplier_site_id","consumer_site_id","category");--> statement-breakpoint
CREATE INDEX "supplier_requests_consumer_idx" ON "supplier_requests" USING btree ("consumer_site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_terms_acceptances_pair_uq" ON "supplier_terms_acceptances" USING btree ("supplier_site_id","consumer_site_id");--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_consumer_site_id_sites_id_fk" FOREIGN KEY ("consumer_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entities_consumer_site_uq" ON "legal_entities" USING btree ("site_id","consumer_site_id") WHERE "legal_entities"."consumer_site_id" is not null;