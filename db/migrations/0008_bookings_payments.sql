CREATE TABLE "flight_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"leg_index" smallint DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"legal_entity_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_id" smallint DEFAULT 0 NOT NULL,
	"supplier_id" integer NOT NULL,
	"source" text NOT NULL,
	"supplier_source" integer,
	"trace_id" text NOT NULL,
	"result_index" text NOT NULL,
	"supplier_result_index" text NOT NULL,
	"supplier_booking_id" text,
	"pnr" text,
	"is_lcc" boolean NOT NULL,
	"is_lcc_special_return" boolean DEFAULT false NOT NULL,
	"is_domestic" boolean NOT NULL,
	"is_hold" boolean DEFAULT false NOT NULL,
	"airline_code" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"travel_date" date NOT NULL,
	"passengers" jsonb NOT NULL,
	"ssr" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"baggages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fare_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accounting" jsonb,
	"fare_amount" integer NOT NULL,
	"ssr_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"applied_rule_id" integer,
	"attention_reason" text,
	"ticket_attempts" integer DEFAULT 0 NOT NULL,
	"last_ticket_date" text,
	"booked_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_bookings_status_ck" CHECK ("flight_bookings"."status" in ('draft','booking','held','ticketed','needsAttention','failed','released','cancelled')),
	CONSTRAINT "flight_bookings_amount_ck" CHECK ("flight_bookings"."amount" >= 0 and "flight_bookings"."fare_amount" >= 0 and "flight_bookings"."ssr_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"journal_id" uuid,
	"refund_journal_id" uuid,
	"error_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_ck" CHECK ("payments"."method" in ('wallet','razorpay','testGateway','phonepe')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('created','paid','failed','refunded')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_payment_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"active_gateway" text DEFAULT 'none' NOT NULL,
	"key_id" text,
	"key_secret_encrypted" text,
	"webhook_secret_encrypted" text,
	"salt_index" integer,
	"api_url" text,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_payment_settings_gateway_ck" CHECK ("site_payment_settings"."active_gateway" in ('razorpay','phonepe','testGateway','none'))
);
--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "suppliers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "trip" jsonb;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "quotes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD CONSTRAINT "site_payment_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_order_leg_uq" ON "flight_bookings" USING btree ("order_id","leg_index");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_created_idx" ON "flight_bookings" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_user_idx" ON "flight_bookings" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_pnr_idx" ON "flight_bookings" USING btree ("site_id","pnr");--> statement-breakpoint
CREATE INDEX "flight_bookings_attention_idx" ON "flight_bookings" USING btree ("status") WHERE "flight_bookings"."status" in ('needsAttention', 'booking');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_site_key_uq" ON "payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_site_gateway_order_uq" ON "payments" USING btree ("site_id","gateway_order_id") WHERE "payments"."gateway_order_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_site_order_idx" ON "payments" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");