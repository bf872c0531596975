CREATE TABLE "airlines" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_lcc" boolean NOT NULL,
	"logo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"city_code" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"timezone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"size_rank" smallint NOT NULL,
	"popular_rank" smallint,
	"keywords" text DEFAULT '' NOT NULL,
	"city_key" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"city_code" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_data_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"country_code" text PRIMARY KEY NOT NULL,
	"country_name" text NOT NULL,
	"nationality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE INDEX "airports_city_code_idx" ON "airports" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "airports_city_key_idx" ON "airports" USING btree ("city_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "airports_popular_idx" ON "airports" USING btree ("popular_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_city_code_uq" ON "cities" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "cities_search_key_idx" ON "cities" USING btree ("search_key" text_pattern_ops);