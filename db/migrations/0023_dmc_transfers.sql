CREATE TABLE "dmc_driver_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmc_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kart_id" integer,
	"sharing_type" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"pickup_location" text NOT NULL,
	"drop_location" text NOT NULL,
	"service_name" text DEFAULT '' NOT NULL,
	"lead_passenger_name" text NOT NULL,
	"pax_count" smallint NOT NULL,
	"driver_id" integer,
	"internal_driver_charges" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_transfers_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "dmc_transfers_sharing_ck" CHECK ("dmc_transfers"."sharing_type" in ('SIC','PVT')),
	CONSTRAINT "dmc_transfers_time_ck" CHECK ("dmc_transfers"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "dmc_transfers_pax_ck" CHECK ("dmc_transfers"."pax_count" >= 1),
	CONSTRAINT "dmc_transfers_charges_ck" CHECK ("dmc_transfers"."internal_driver_charges" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dmc_driver_tokens" ADD CONSTRAINT "dmc_driver_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_driver_tokens" ADD CONSTRAINT "dmc_driver_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_driver_tokens" ADD CONSTRAINT "dmc_driver_tokens_driver_fk" FOREIGN KEY ("site_id","driver_id") REFERENCES "public"."dmc_drivers"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_transfers" ADD CONSTRAINT "dmc_transfers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_transfers" ADD CONSTRAINT "dmc_transfers_driver_fk" FOREIGN KEY ("site_id","driver_id") REFERENCES "public"."dmc_drivers"("site_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_driver_tokens_driver_uq" ON "dmc_driver_tokens" USING btree ("site_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_driver_tokens_hash_uq" ON "dmc_driver_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dmc_transfers_site_date_idx" ON "dmc_transfers" USING btree ("site_id","date","time");--> statement-breakpoint
CREATE INDEX "dmc_transfers_site_driver_date_idx" ON "dmc_transfers" USING btree ("site_id","driver_id","date");--> statement-breakpoint
CREATE INDEX "dmc_transfers_site_kart_idx" ON "dmc_transfers" USING btree ("site_id","kart_id");