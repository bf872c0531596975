CREATE TABLE "fixed_departure_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint NOT NULL,
	"infants" smallint NOT NULL,
	"passengers" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"markup_amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"deposit_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"balance_reminder_sent_at" timestamp with time zone,
	"names_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fd_bookings_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "fd_bookings_status_ck" CHECK ("fixed_departure_bookings"."status" in ('pending','confirmed','paid','cancelled')),
	CONSTRAINT "fd_bookings_pax_ck" CHECK ("fixed_departure_bookings"."adults" >= 1 and "fixed_departure_bookings"."children" >= 0 and "fixed_departure_bookings"."infants" >= 0 and "fixed_departure_bookings"."infants" <= "fixed_departure_bookings"."adults"),
	CONSTRAINT "fd_bookings_amount_ck" CHECK ("fixed_departure_bookings"."amount" > 0 and "fixed_departure_bookings"."paid_amount" >= 0 and "fixed_departure_bookings"."deposit_amount" > 0 and "fixed_departure_bookings"."deposit_amount" <= "fixed_departure_bookings"."amount")
);
--> statement-breakpoint
CREATE TABLE "fixed_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"is_domestic" boolean DEFAULT false NOT NULL,
	"segments" jsonb NOT NULL,
	"pnr" text NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"seats_released" integer DEFAULT 0 NOT NULL,
	"adult_price" integer NOT NULL,
	"child_price" integer NOT NULL,
	"infant_price" integer NOT NULL,
	"currency" text NOT NULL,
	"deposit_per_seat" integer NOT NULL,
	"balance_due_days" smallint NOT NULL,
	"names_due_days" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_departures_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "fixed_departures_status_ck" CHECK ("fixed_departures"."status" in ('open','closed','cancelled')),
	CONSTRAINT "fixed_departures_seats_ck" CHECK ("fixed_departures"."seats_total" > 0 and "fixed_departures"."seats_sold" >= 0 and "fixed_departures"."seats_released" >= 0 and "fixed_departures"."seats_sold" + "fixed_departures"."seats_released" <= "fixed_departures"."seats_total"),
	CONSTRAINT "fixed_departures_prices_ck" CHECK ("fixed_departures"."adult_price" > 0 and "fixed_departures"."child_price" >= 0 and "fixed_departures"."infant_price" >= 0 and "fixed_departures"."deposit_per_seat" >= 0),
	CONSTRAINT "fixed_departures_days_ck" CHECK ("fixed_departures"."balance_due_days" >= 0 and "fixed_departures"."names_due_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fixed_departure_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fixed_departure_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fd_bookings_departure_fk" FOREIGN KEY ("site_id","departure_id") REFERENCES "public"."fixed_departures"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fd_bookings_payment_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."product_payments"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departures" ADD CONSTRAINT "fixed_departures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departures" ADD CONSTRAINT "fixed_departures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fd_bookings_reference_uq" ON "fixed_departure_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "fd_bookings_departure_idx" ON "fixed_departure_bookings" USING btree ("site_id","departure_id");--> statement-breakpoint
CREATE INDEX "fd_bookings_user_idx" ON "fixed_departure_bookings" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "fixed_departures_site_date_idx" ON "fixed_departures" USING btree ("site_id","departure_date");