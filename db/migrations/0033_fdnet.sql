ALTER TABLE "fixed_departure_bookings" DROP CONSTRAINT "fd_bookings_departure_fk";
--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD COLUMN "supplier_site_id" integer;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD COLUMN "departure_site_id" integer GENERATED ALWAYS AS (coalesce(supplier_site_id, site_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD COLUMN "supplier_booking_id" integer;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fixed_departure_bookings_supplier_site_id_sites_id_fk" FOREIGN KEY ("supplier_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fixed_departure_bookings_supplier_booking_id_fixed_departure_bookings_id_fk" FOREIGN KEY ("supplier_booking_id") REFERENCES "public"."fixed_departure_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_departure_bookings" ADD CONSTRAINT "fd_bookings_departure_fk" FOREIGN KEY ("departure_site_id","departure_id") REFERENCES "public"."fixed_departures"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fd_bookings_supplier_booking_uq" ON "fixed_departure_bookings" USING btree ("supplier_booking_id");--> statement-breakpoint
CREATE INDEX "fd_bookings_pending_idx" ON "fixed_departure_bookings" USING btree ("status","created_at");