CREATE TABLE "dmc_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tour_option_id" integer,
	"sharing_basis" text,
	"transfer_type" text,
	"room_type_id" integer,
	"date" date NOT NULL,
	"nights" smallint,
	"rooms" smallint,
	"is_optional" boolean DEFAULT false NOT NULL,
	"accepted_totals" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_cart_items_kind_ck" CHECK ("dmc_cart_items"."kind" in ('tourOption','hotel')),
	CONSTRAINT "dmc_cart_items_shape_ck" CHECK (("dmc_cart_items"."kind" = 'tourOption' and "dmc_cart_items"."tour_option_id" is not null and "dmc_cart_items"."room_type_id" is null) or ("dmc_cart_items"."kind" = 'hotel' and "dmc_cart_items"."room_type_id" is not null and "dmc_cart_items"."nights" >= 1 and "dmc_cart_items"."rooms" >= 1))
);
--> statement-breakpoint
CREATE TABLE "dmc_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"legal_entity_id" integer,
	"created_by_user_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"adults" smallint DEFAULT 1 NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"kart_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dmc_carts_site_id_uq" UNIQUE("site_id","id"),
	CONSTRAINT "dmc_carts_status_ck" CHECK ("dmc_carts"."status" in ('new','inProgress','quoted','confirmed','cancelled')),
	CONSTRAINT "dmc_carts_dates_ck" CHECK ("dmc_carts"."start_date" <= "dmc_carts"."end_date"),
	CONSTRAINT "dmc_carts_party_ck" CHECK ("dmc_carts"."adults" >= 1 and "dmc_carts"."children" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dmc_cart_items" ADD CONSTRAINT "dmc_cart_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_cart_items" ADD CONSTRAINT "dmc_cart_items_cart_fk" FOREIGN KEY ("site_id","cart_id") REFERENCES "public"."dmc_carts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_cart_items" ADD CONSTRAINT "dmc_cart_items_tour_option_fk" FOREIGN KEY ("site_id","tour_option_id") REFERENCES "public"."dmc_tour_options"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_cart_items" ADD CONSTRAINT "dmc_cart_items_room_type_fk" FOREIGN KEY ("site_id","room_type_id") REFERENCES "public"."dmc_room_types"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_carts" ADD CONSTRAINT "dmc_carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_carts" ADD CONSTRAINT "dmc_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_carts" ADD CONSTRAINT "dmc_carts_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmc_carts" ADD CONSTRAINT "dmc_carts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dmc_cart_items_cart_idx" ON "dmc_cart_items" USING btree ("site_id","cart_id");--> statement-breakpoint
CREATE INDEX "dmc_carts_queue_idx" ON "dmc_carts" USING btree ("site_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dmc_carts_user_idx" ON "dmc_carts" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "dmc_carts_le_idx" ON "dmc_carts" USING btree ("site_id","legal_entity_id");