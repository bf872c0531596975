CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"from_name" text,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_ck" CHECK ("email_outbox"."status" in ('pending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "flight_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request_type" smallint NOT NULL,
	"cancellation_type" smallint NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text NOT NULL,
	"supplier_requests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_text" text DEFAULT 'Pending' NOT NULL,
	"cancellation_charge" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"credit_note_no" text,
	"refund_journal_id" uuid,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_change_requests_status_ck" CHECK ("flight_change_requests"."status" in ('pending','inProgress','completed','rejected')),
	CONSTRAINT "flight_change_requests_type_ck" CHECK ("flight_change_requests"."request_type" in (1, 2, 3) and "flight_change_requests"."cancellation_type" in (2, 3))
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" DROP CONSTRAINT "flight_bookings_status_ck";--> statement-breakpoint
DROP INDEX "flight_bookings_site_created_idx";--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "ticket_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "passenger_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "e_ticket_fare" jsonb;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "change_request_status_text" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_change_requests" ADD CONSTRAINT "flight_change_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_change_requests" ADD CONSTRAINT "flight_change_requests_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_change_requests" ADD CONSTRAINT "flight_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_site_idx" ON "email_outbox" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "flight_change_requests_booking_idx" ON "flight_change_requests" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_change_requests_site_idx" ON "flight_change_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_change_requests_open_idx" ON "flight_change_requests" USING btree ("status") WHERE "flight_change_requests"."status" in ('pending', 'inProgress');--> statement-breakpoint
CREATE INDEX "flight_bookings_site_travel_idx" ON "flight_bookings" USING btree ("site_id","travel_date","id","status","is_domestic");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_entity_idx" ON "flight_bookings" USING btree ("site_id","legal_entity_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_ticket_numbers_idx" ON "flight_bookings" USING gin ("ticket_numbers");--> statement-breakpoint
CREATE INDEX "flight_bookings_site_created_idx" ON "flight_bookings" USING btree ("site_id","created_at","id","status","is_domestic");--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_status_ck" CHECK ("flight_bookings"."status" in ('draft','booking','held','ticketed','changeRequested','needsAttention','failed','released','cancelled'));