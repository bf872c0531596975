ALTER TABLE "dmc_itineraries" ADD COLUMN "unpriced_lines" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_accomodations" ADD COLUMN "unpriced_reason" text;--> statement-breakpoint
ALTER TABLE "dmc_itinerary_activities" ADD COLUMN "unpriced_reason" text;