CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"journal_id" uuid NOT NULL,
	"wallet_id" integer,
	"account" text,
	"amount" integer NOT NULL,
	"balance_after" integer,
	"kind" text NOT NULL,
	"remark" text,
	"pnr" text,
	"booking_id" integer,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_side_ck" CHECK (("ledger_entries"."wallet_id" is null) <> ("ledger_entries"."account" is null)),
	CONSTRAINT "ledger_entries_account_ck" CHECK ("ledger_entries"."account" is null or "ledger_entries"."account" in ('bank','supplier_payable','adjustment')),
	CONSTRAINT "ledger_entries_kind_ck" CHECK ("ledger_entries"."kind" in ('topUp','staffCredit','staffDebit','bookingDebit','refundCredit','paymentEntryApproved')),
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"transfer_date" date NOT NULL,
	"remark" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"journal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_entries_amount_ck" CHECK ("payment_entries"."amount" > 0),
	CONSTRAINT "payment_entries_status_ck" CHECK ("payment_entries"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"legal_entity_id" integer,
	"currency" text DEFAULT 'INR' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "wallets_one_owner_ck" CHECK (("wallets"."user_id" is null) <> ("wallets"."legal_entity_id" is null)),
	CONSTRAINT "wallets_credit_limit_ck" CHECK ("wallets"."credit_limit" >= 0),
	CONSTRAINT "wallets_balance_ck" CHECK ("wallets"."balance" >= -"wallets"."credit_limit")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_fk" FOREIGN KEY ("site_id","wallet_id") REFERENCES "public"."wallets"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_wallet_fk" FOREIGN KEY ("site_id","wallet_id") REFERENCES "public"."wallets"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_site_pnr_idx" ON "ledger_entries" USING btree ("site_id","pnr");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_site_key_uq" ON "ledger_entries" USING btree ("site_id","idempotency_key") WHERE "ledger_entries"."wallet_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_entries_site_status_idx" ON "payment_entries" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_entries_wallet_reference_uq" ON "payment_entries" USING btree ("wallet_id",lower("bank_reference"));--> statement-breakpoint
CREATE INDEX "wallets_site_idx" ON "wallets" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_uq" ON "wallets" USING btree ("user_id") WHERE "wallets"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_legal_entity_uq" ON "wallets" USING btree ("legal_entity_id") WHERE "wallets"."legal_entity_id" is not null;