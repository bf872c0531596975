CREATE TABLE "dmc_exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_exchange_rates_pair_uq" UNIQUE("site_id","from_currency","to_currency"),
	CONSTRAINT "dmc_exchange_rates_rate_ck" CHECK ("dmc_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "dmc_itineraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"quotation_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kart_name" text NOT NULL,
	"adults" smallint NOT NULL,
	"child" smallint DEFAULT 0 NOT NULL,
	"infant" smallint DEFAULT 0 NOT NULL,
	"arrival_date" date,
	"no_of_days" smallint NOT NULL,
	"no_of_nights" smallint NOT NULL,
	"quote_validy_in_days" smallint,
	"payment_deadline" date,
	"currency" text DEFAULT 'USD' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"exchange_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_charge" integer DEFAULT 0 NOT NULL,
	"remittance_charge" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"collected_payment" integer DEFAULT 0 NOT NULL,
	"price_breakup" text DEFAULT 'full' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_agent_branding" boolean DEFAULT false NOT NULL,
	"is_vouchered" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"confirmation_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"payment_reminder_sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_itineraries_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "dmc_itineraries_quotation_uq" UNIQUE("site_id","quotation_id"),
	CONSTRAINT "dmc_itineraries_breakup_ck" CHECK ("dmc_itineraries"."price_breakup" in ('full','partial','none','noprice')),
	CONSTRAINT "dmc_itineraries_days_ck" CHECK ("dmc_itineraries"."no_of_days" between 0 and 90 and "dmc_itineraries"."no_of_nights" between 0 and 90),
	CONSTRAINT "dmc_itineraries_collected_ck" CHECK ("dmc_itineraries"."collected_payment" <= "dmc_itineraries"."total_price")
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_accomodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"accomodation_id" integer NOT NULL,
	"room_type_id" integer,
	"no_of_nights" smallint NOT NULL,
	"checkin_date" date,
	"number_of_rooms" smallint DEFAULT 1 NOT NULL,
	"single_room_price" integer DEFAULT 0 NOT NULL,
	"single_room_count" smallint DEFAULT 0 NOT NULL,
	"double_room_price" integer DEFAULT 0 NOT NULL,
	"double_room_count" smallint DEFAULT 0 NOT NULL,
	"extra_adult_price" integer DEFAULT 0 NOT NULL,
	"extra_adult_count" smallint DEFAULT 0 NOT NULL,
	"child_with_bed_price" integer DEFAULT 0 NOT NULL,
	"child_with_bed_count" smallint DEFAULT 0 NOT NULL,
	"child_without_bed_price" integer DEFAULT 0 NOT NULL,
	"child_without_bed_count" smallint DEFAULT 0 NOT NULL,
	"transfer_type" text,
	"sharing_basis" text,
	"transfers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmation_number" text
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"activity_id" integer NOT NULL,
	"tour_option_id" integer NOT NULL,
	"start_date" date,
	"time" text,
	"transfer_type" text,
	"sharing_basis" text,
	"transfers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmation_number" text
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"airline_code" text NOT NULL,
	"flight_no" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date,
	"departure_time" text,
	"arrival_date" date,
	"arrival_time" text,
	"pnr" text
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_miscellaneous" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"pax_type" smallint NOT NULL,
	CONSTRAINT "dmc_itinerary_passengers_type_ck" CHECK ("dmc_itinerary_passengers"."pax_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "dmc_itinerary_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_itinerary_versions_uq" UNIQUE("site_id","itinerary_id","version")
);
--> statement-breakpoint
ALTER TABLE "dmc_exchange_rates" ADD CONSTRAINT "dmc_exchange_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itineraries" ADD CONSTRAINT "dmc_itineraries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itineraries" ADD CONSTRAINT "dmc_itineraries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itineraries" ADD CONSTRAINT "dmc_itineraries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_accomodations" ADD CONSTRAINT "dmc_itinerary_accomodations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_accomodations" ADD CONSTRAINT "dmc_itinerary_accomodations_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_accomodations" ADD CONSTRAINT "dmc_itinerary_accomodations_hotel_fk" FOREIGN KEY ("site_id","accomodation_id") REFERENCES "public"."dmc_hotels"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_accomodations" ADD CONSTRAINT "dmc_itinerary_accomodations_room_fk" FOREIGN KEY ("site_id","room_type_id") REFERENCES "public"."dmc_room_types"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_activities" ADD CONSTRAINT "dmc_itinerary_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_activities" ADD CONSTRAINT "dmc_itinerary_activities_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_activities" ADD CONSTRAINT "dmc_itinerary_activities_activity_fk" FOREIGN KEY ("site_id","activity_id") REFERENCES "public"."dmc_activities"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_activities" ADD CONSTRAINT "dmc_itinerary_activities_option_fk" FOREIGN KEY ("site_id","tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_flights" ADD CONSTRAINT "dmc_itinerary_flights_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_flights" ADD CONSTRAINT "dmc_itinerary_flights_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_miscellaneous" ADD CONSTRAINT "dmc_itinerary_miscellaneous_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_miscellaneous" ADD CONSTRAINT "dmc_itinerary_miscellaneous_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_passengers" ADD CONSTRAINT "dmc_itinerary_passengers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_passengers" ADD CONSTRAINT "dmc_itinerary_passengers_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_versions" ADD CONSTRAINT "dmc_itinerary_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_versions" ADD CONSTRAINT "dmc_itinerary_versions_itinerary_fk" FOREIGN KEY ("site_id","itinerary_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dmc_itineraries_site_created_idx" ON "dmc_itineraries" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "dmc_itineraries_site_arrival_idx" ON "dmc_itineraries" USING btree ("site_id","arrival_date");--> statement-breakpoint
CREATE INDEX "dmc_itinerary_accomodations_itinerary_idx" ON "dmc_itinerary_accomodations" USING btree ("site_id","itinerary_id");--> statement-breakpoint
CREATE INDEX "dmc_itinerary_activities_itinerary_idx" ON "dmc_itinerary_activities" USING btree ("site_id","itinerary_id");--> statement-breakpoint
CREATE INDEX "dmc_itinerary_flights_itinerary_idx" ON "dmc_itinerary_flights" USING btree ("site_id","itinerary_id");--> statement-breakpoint
CREATE INDEX "dmc_itinerary_miscellaneous_itinerary_idx" ON "dmc_itinerary_miscellaneous" USING btree ("site_id","itinerary_id");--> statement-breakpoint
CREATE INDEX "dmc_itinerary_passengers_itinerary_idx" ON "dmc_itinerary_passengers" USING btree ("site_id","itinerary_id");