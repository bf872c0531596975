CREATE TABLE "dmc_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"is_turned_on" boolean DEFAULT true NOT NULL,
	"is_transfer_required" boolean DEFAULT false NOT NULL,
	"area_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_activities_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_area_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"from_area_id" integer NOT NULL,
	"to_area_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transfer_type" text NOT NULL,
	"sharing_basis" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"is_stand_alone" boolean DEFAULT false NOT NULL,
	"is_per_pax" boolean NOT NULL,
	"min_pax" smallint,
	"max_pax" smallint,
	"bound_tour_option_id" integer,
	"valid_from_date" date NOT NULL,
	"valid_till_date" date NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_area_transfers_type_ck" CHECK ("dmc_area_transfers"."transfer_type" in ('Pickup','Drop','Pickup & Drop')),
	CONSTRAINT "dmc_area_transfers_sharing_ck" CHECK ("dmc_area_transfers"."sharing_basis" in ('sharing','private')),
	CONSTRAINT "dmc_area_transfers_amount_ck" CHECK ("dmc_area_transfers"."amount" >= 0),
	CONSTRAINT "dmc_area_transfers_validity_ck" CHECK ("dmc_area_transfers"."valid_from_date" <= "dmc_area_transfers"."valid_till_date"),
	CONSTRAINT "dmc_area_transfers_pax_ck" CHECK ("dmc_area_transfers"."sharing_basis" = 'sharing' or ("dmc_area_transfers"."min_pax" is not null and "dmc_area_transfers"."max_pax" is not null and "dmc_area_transfers"."min_pax" <= "dmc_area_transfers"."max_pax"))
);
--> statement-breakpoint
CREATE TABLE "dmc_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_areas_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_combo_items" (
	"site_id" integer NOT NULL,
	"combo_id" integer NOT NULL,
	"tour_option_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"with_onward_transfer" boolean DEFAULT false NOT NULL,
	"with_return_transfer" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dmc_combo_items_combo_id_tour_option_id_pk" PRIMARY KEY("combo_id","tour_option_id")
);
--> statement-breakpoint
CREATE TABLE "dmc_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_combos_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "dmc_combos_amount_ck" CHECK ("dmc_combos"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dmc_customer_markets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmc_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_drivers_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"star_rating" smallint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_hotels_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "dmc_hotels_star_ck" CHECK ("dmc_hotels"."star_rating" is null or "dmc_hotels"."star_rating" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "dmc_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_locations_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_markets_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_room_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"currency" text NOT NULL,
	"single_room_price" integer NOT NULL,
	"double_room_price" integer NOT NULL,
	"extra_adult_price" integer DEFAULT 0 NOT NULL,
	"child_with_bed_price" integer DEFAULT 0 NOT NULL,
	"child_without_bed_price" integer DEFAULT 0 NOT NULL,
	"valid_from_date" date NOT NULL,
	"valid_till_date" date NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_room_rates_amounts_ck" CHECK ("dmc_room_rates"."single_room_price" >= 0 and "dmc_room_rates"."double_room_price" >= 0 and "dmc_room_rates"."extra_adult_price" >= 0 and "dmc_room_rates"."child_with_bed_price" >= 0 and "dmc_room_rates"."child_without_bed_price" >= 0),
	CONSTRAINT "dmc_room_rates_validity_ck" CHECK ("dmc_room_rates"."valid_from_date" <= "dmc_room_rates"."valid_till_date")
);
--> statement-breakpoint
CREATE TABLE "dmc_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "dmc_room_types_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_ticket_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"tour_option_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"adult_amount" integer NOT NULL,
	"child_amount" integer NOT NULL,
	"is_per_pax" boolean DEFAULT true NOT NULL,
	"valid_from_date" date NOT NULL,
	"valid_till_date" date NOT NULL,
	"min_pax" smallint,
	"max_pax" smallint,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_ticket_rates_amounts_ck" CHECK ("dmc_ticket_rates"."adult_amount" >= 0 and "dmc_ticket_rates"."child_amount" >= 0),
	CONSTRAINT "dmc_ticket_rates_validity_ck" CHECK ("dmc_ticket_rates"."valid_from_date" <= "dmc_ticket_rates"."valid_till_date"),
	CONSTRAINT "dmc_ticket_rates_pax_ck" CHECK ("dmc_ticket_rates"."min_pax" is null or "dmc_ticket_rates"."max_pax" is null or "dmc_ticket_rates"."min_pax" <= "dmc_ticket_rates"."max_pax")
);
--> statement-breakpoint
CREATE TABLE "dmc_tour_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"has_time_slots" boolean DEFAULT false NOT NULL,
	"has_meal" boolean DEFAULT false NOT NULL,
	"has_guide" boolean DEFAULT false NOT NULL,
	"has_ticket" boolean DEFAULT true NOT NULL,
	"pickup_time" text,
	"drop_time" text,
	"time_slots" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_tour_options_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "dmc_transfer_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"tour_option_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"transfer_type" text NOT NULL,
	"sharing_basis" text NOT NULL,
	"amount" integer NOT NULL,
	"is_per_pax" boolean DEFAULT true NOT NULL,
	"min_pax" smallint,
	"max_pax" smallint,
	"valid_from_date" date NOT NULL,
	"valid_till_date" date NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_transfer_rates_type_ck" CHECK ("dmc_transfer_rates"."transfer_type" in ('oneway','return')),
	CONSTRAINT "dmc_transfer_rates_sharing_ck" CHECK ("dmc_transfer_rates"."sharing_basis" in ('SIC','PVT','dropSICpickupSIC','dropSICpickupPVT','dropPVTpickupSIC','dropPVTpickupPVT')),
	CONSTRAINT "dmc_transfer_rates_amount_ck" CHECK ("dmc_transfer_rates"."amount" >= 0),
	CONSTRAINT "dmc_transfer_rates_validity_ck" CHECK ("dmc_transfer_rates"."valid_from_date" <= "dmc_transfer_rates"."valid_till_date"),
	CONSTRAINT "dmc_transfer_rates_pax_ck" CHECK ("dmc_transfer_rates"."min_pax" is null or "dmc_transfer_rates"."max_pax" is null or "dmc_transfer_rates"."min_pax" <= "dmc_transfer_rates"."max_pax")
);
--> statement-breakpoint
ALTER TABLE "dmc_activities" ADD CONSTRAINT "dmc_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_activities" ADD CONSTRAINT "dmc_activities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_activities" ADD CONSTRAINT "dmc_activities_area_fk" FOREIGN KEY ("site_id","area_id") REFERENCES "public"."dmc_areas"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_area_transfers" ADD CONSTRAINT "dmc_area_transfers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_area_transfers" ADD CONSTRAINT "dmc_area_transfers_from_fk" FOREIGN KEY ("site_id","from_area_id") REFERENCES "public"."dmc_areas"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_area_transfers" ADD CONSTRAINT "dmc_area_transfers_to_fk" FOREIGN KEY ("site_id","to_area_id") REFERENCES "public"."dmc_areas"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_area_transfers" ADD CONSTRAINT "dmc_area_transfers_market_fk" FOREIGN KEY ("site_id","market_id") REFERENCES "public"."dmc_markets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_area_transfers" ADD CONSTRAINT "dmc_area_transfers_tour_option_fk" FOREIGN KEY ("site_id","bound_tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_areas" ADD CONSTRAINT "dmc_areas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_areas" ADD CONSTRAINT "dmc_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_combo_items" ADD CONSTRAINT "dmc_combo_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_combo_items" ADD CONSTRAINT "dmc_combo_items_combo_fk" FOREIGN KEY ("site_id","combo_id") REFERENCES "public"."dmc_combos"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_combo_items" ADD CONSTRAINT "dmc_combo_items_tour_option_fk" FOREIGN KEY ("site_id","tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_combos" ADD CONSTRAINT "dmc_combos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_customer_markets" ADD CONSTRAINT "dmc_customer_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_customer_markets" ADD CONSTRAINT "dmc_customer_markets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_customer_markets" ADD CONSTRAINT "dmc_customer_markets_market_fk" FOREIGN KEY ("site_id","market_id") REFERENCES "public"."dmc_markets"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_drivers" ADD CONSTRAINT "dmc_drivers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_hotels" ADD CONSTRAINT "dmc_hotels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_hotels" ADD CONSTRAINT "dmc_hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_hotels" ADD CONSTRAINT "dmc_hotels_area_fk" FOREIGN KEY ("site_id","area_id") REFERENCES "public"."dmc_areas"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_locations" ADD CONSTRAINT "dmc_locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_locations" ADD CONSTRAINT "dmc_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_locations" ADD CONSTRAINT "dmc_locations_area_fk" FOREIGN KEY ("site_id","area_id") REFERENCES "public"."dmc_areas"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_markets" ADD CONSTRAINT "dmc_markets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_room_rates" ADD CONSTRAINT "dmc_room_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_room_rates" ADD CONSTRAINT "dmc_room_rates_room_type_fk" FOREIGN KEY ("site_id","room_type_id") REFERENCES "public"."dmc_room_types"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_room_rates" ADD CONSTRAINT "dmc_room_rates_market_fk" FOREIGN KEY ("site_id","market_id") REFERENCES "public"."dmc_markets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_room_types" ADD CONSTRAINT "dmc_room_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_room_types" ADD CONSTRAINT "dmc_room_types_hotel_fk" FOREIGN KEY ("site_id","hotel_id") REFERENCES "public"."dmc_hotels"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_ticket_rates" ADD CONSTRAINT "dmc_ticket_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_ticket_rates" ADD CONSTRAINT "dmc_ticket_rates_tour_option_fk" FOREIGN KEY ("site_id","tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_ticket_rates" ADD CONSTRAINT "dmc_ticket_rates_market_fk" FOREIGN KEY ("site_id","market_id") REFERENCES "public"."dmc_markets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_tour_options" ADD CONSTRAINT "dmc_tour_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_tour_options" ADD CONSTRAINT "dmc_tour_options_activity_fk" FOREIGN KEY ("site_id","activity_id") REFERENCES "public"."dmc_activities"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_transfer_rates" ADD CONSTRAINT "dmc_transfer_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_transfer_rates" ADD CONSTRAINT "dmc_transfer_rates_tour_option_fk" FOREIGN KEY ("site_id","tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_transfer_rates" ADD CONSTRAINT "dmc_transfer_rates_market_fk" FOREIGN KEY ("site_id","market_id") REFERENCES "public"."dmc_markets"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dmc_activities_site_city_idx" ON "dmc_activities" USING btree ("site_id","city_id");--> statement-breakpoint
CREATE INDEX "dmc_activities_area_idx" ON "dmc_activities" USING btree ("site_id","area_id");--> statement-breakpoint
CREATE INDEX "dmc_area_transfers_lookup_idx" ON "dmc_area_transfers" USING btree ("site_id","from_area_id","to_area_id","market_id");--> statement-breakpoint
CREATE INDEX "dmc_area_transfers_to_idx" ON "dmc_area_transfers" USING btree ("site_id","to_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_areas_site_city_name_uq" ON "dmc_areas" USING btree ("site_id","city_id",lower("name"));--> statement-breakpoint
CREATE INDEX "dmc_areas_site_name_idx" ON "dmc_areas" USING btree ("site_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dmc_combo_items_tour_option_idx" ON "dmc_combo_items" USING btree ("site_id","tour_option_id");--> statement-breakpoint
CREATE INDEX "dmc_customer_markets_market_idx" ON "dmc_customer_markets" USING btree ("site_id","market_id");--> statement-breakpoint
CREATE INDEX "dmc_hotels_site_city_idx" ON "dmc_hotels" USING btree ("site_id","city_id");--> statement-breakpoint
CREATE INDEX "dmc_locations_site_city_idx" ON "dmc_locations" USING btree ("site_id","city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_markets_site_name_uq" ON "dmc_markets" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_markets_site_default_uq" ON "dmc_markets" USING btree ("site_id") WHERE "dmc_markets"."is_default";--> statement-breakpoint
CREATE INDEX "dmc_room_rates_lookup_idx" ON "dmc_room_rates" USING btree ("site_id","room_type_id","market_id","valid_till_date");--> statement-breakpoint
CREATE INDEX "dmc_room_types_hotel_idx" ON "dmc_room_types" USING btree ("site_id","hotel_id");--> statement-breakpoint
CREATE INDEX "dmc_ticket_rates_lookup_idx" ON "dmc_ticket_rates" USING btree ("site_id","tour_option_id","market_id","valid_till_date");--> statement-breakpoint
CREATE INDEX "dmc_tour_options_activity_idx" ON "dmc_tour_options" USING btree ("site_id","activity_id");--> statement-breakpoint
CREATE INDEX "dmc_tour_options_site_name_idx" ON "dmc_tour_options" USING btree ("site_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dmc_transfer_rates_lookup_idx" ON "dmc_transfer_rates" USING btree ("site_id","tour_option_id","market_id","valid_till_date");