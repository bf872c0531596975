CREATE TABLE "dmc_voucher_redemptions" (
	"site_id" integer NOT NULL,
	"kart_id" integer NOT NULL,
	"voucher_ref" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" text NOT NULL,
	"redeemed_by_user_id" integer,
	"redeemed_by_driver_id" integer,
	CONSTRAINT "dmc_voucher_redemptions_pk" PRIMARY KEY("site_id","kart_id","voucher_ref")
);
--> statement-breakpoint
CREATE TABLE "dmc_voucher_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kart_id" integer NOT NULL,
	"voucher_ref" text NOT NULL,
	"token_hash" text NOT NULL,
	"voucher" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dmc_voucher_redemptions" ADD CONSTRAINT "dmc_voucher_redemptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_voucher_redemptions" ADD CONSTRAINT "dmc_voucher_redemptions_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_voucher_redemptions" ADD CONSTRAINT "dmc_voucher_redemptions_kart_fk" FOREIGN KEY ("site_id","kart_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_voucher_redemptions" ADD CONSTRAINT "dmc_voucher_redemptions_driver_fk" FOREIGN KEY ("site_id","redeemed_by_driver_id") REFERENCES "public"."dmc_drivers"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_voucher_tokens" ADD CONSTRAINT "dmc_voucher_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_voucher_tokens" ADD CONSTRAINT "dmc_voucher_tokens_kart_fk" FOREIGN KEY ("site_id","kart_id") REFERENCES "public"."dmc_itineraries"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dmc_voucher_tokens_hash_uq" ON "dmc_voucher_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dmc_voucher_tokens_site_kart_idx" ON "dmc_voucher_tokens" USING btree ("site_id","kart_id");