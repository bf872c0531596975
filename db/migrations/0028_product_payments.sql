CREATE TABLE "insurance_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"insurer" text NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"region" text NOT NULL,
	"destination" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"travellers" jsonb NOT NULL,
	"cover_amount" integer NOT NULL,
	"premium" integer NOT NULL,
	"currency" text NOT NULL,
	"policy_number" text,
	"payment_id" uuid,
	"refund_amount" integer,
	"refund_rule" text,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "insurance_policies_status_ck" CHECK ("insurance_policies"."status" in ('pending','issued','cancelled')),
	CONSTRAINT "insurance_policies_premium_ck" CHECK ("insurance_policies"."premium" > 0),
	CONSTRAINT "insurance_policies_dates_ck" CHECK ("insurance_policies"."end_date" >= "insurance_policies"."start_date")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"created_by_user_id" integer,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"purpose" text NOT NULL,
	"customer_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"paid_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "payment_links_amount_ck" CHECK ("payment_links"."amount" > 0),
	CONSTRAINT "payment_links_status_ck" CHECK ("payment_links"."status" in ('open','paid','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "product_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_kind" text NOT NULL,
	"product_id" text NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"journal_id" uuid,
	"refund_journal_id" uuid,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_payments_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "product_payments_kind_ck" CHECK ("product_payments"."product_kind" in ('insurance','fixedDeparture','quotation','paymentLink')),
	CONSTRAINT "product_payments_method_ck" CHECK ("product_payments"."method" in ('wallet','razorpay','testGateway','phonepe')),
	CONSTRAINT "product_payments_status_ck" CHECK ("product_payments"."status" in ('created','paid','failed','refunded')),
	CONSTRAINT "product_payments_amount_ck" CHECK ("product_payments"."amount" > 0),
	CONSTRAINT "product_payments_refund_ck" CHECK ("product_payments"."refunded_amount" >= 0 and "product_payments"."refunded_amount" <= "product_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_payment_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."product_payments"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_payment_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."product_payments"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payments" ADD CONSTRAINT "product_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_site_number_uq" ON "insurance_policies" USING btree ("site_id","policy_number") WHERE "insurance_policies"."policy_number" is not null;--> statement-breakpoint
CREATE INDEX "insurance_policies_user_idx" ON "insurance_policies" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_uq" ON "payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_links_site_idx" ON "payment_links" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_payments_site_key_uq" ON "product_payments" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_payments_site_gateway_order_uq" ON "product_payments" USING btree ("site_id","gateway_order_id") WHERE "product_payments"."gateway_order_id" is not null;--> statement-breakpoint
CREATE INDEX "product_payments_product_idx" ON "product_payments" USING btree ("site_id","product_kind","product_id");--> statement-breakpoint
CREATE INDEX "product_payments_user_idx" ON "product_payments" USING btree ("site_id","user_id","created_at");