ALTER TABLE "dmc_exchange_rates" DROP CONSTRAINT "dmc_exchange_rates_pair_uq";--> statement-breakpoint
ALTER TABLE "dmc_exchange_rates" ADD COLUMN "valid_from" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "dmc_exchange_rates" ADD COLUMN "set_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "dmc_exchange_rates" ADD CONSTRAINT "dmc_exchange_rates_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dmc_exchange_rates_pair_idx" ON "dmc_exchange_rates" USING btree ("site_id","from_currency","to_currency","valid_from");--> statement-breakpoint
UPDATE "dmc_exchange_rates" SET "valid_from" = ("updated_at" at time zone 'UTC')::date;