CREATE TABLE "le_group_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "le_relation_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"legal_entity_id" integer NOT NULL,
	"is_tds_deductable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markup_groups_site_id_uq" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "markup_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"airline_code" text,
	"value_type" text NOT NULL,
	"value" integer NOT NULL,
	"basis" text NOT NULL,
	"sector" text NOT NULL,
	"journey_type" smallint,
	"discount_value_type" text,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markup_rules_kind_ck" CHECK ("markup_rules"."kind" in ('defaultAirline','airlineSpecific','fixedDeparture','activity')),
	CONSTRAINT "markup_rules_airline_ck" CHECK (("markup_rules"."kind" = 'airlineSpecific') = ("markup_rules"."airline_code" is not null)),
	CONSTRAINT "markup_rules_value_type_ck" CHECK ("markup_rules"."value_type" in ('flat','percent')),
	CONSTRAINT "markup_rules_value_ck" CHECK ("markup_rules"."value" >= 0 and ("markup_rules"."value_type" = 'flat' or "markup_rules"."value" <= 10000)),
	CONSTRAINT "markup_rules_basis_ck" CHECK ("markup_rules"."basis" in ('perPassenger','perBooking','perSegment')),
	CONSTRAINT "markup_rules_sector_ck" CHECK ("markup_rules"."sector" in ('domestic','international','both')),
	CONSTRAINT "markup_rules_journey_type_ck" CHECK ("markup_rules"."journey_type" is null or "markup_rules"."journey_type" in (1,2,3)),
	CONSTRAINT "markup_rules_discount_ck" CHECK ("markup_rules"."discount_value" >= 0 and ("markup_rules"."discount_value_type" in ('flat','percent') or ("markup_rules"."discount_value_type" is null and "markup_rules"."discount_value" = 0)) and ("markup_rules"."discount_value_type" is distinct from 'percent' or "markup_rules"."discount_value" <= 10000))
);
--> statement-breakpoint
ALTER TABLE "le_group_mappings" ADD CONSTRAINT "le_group_mappings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "le_group_mappings" ADD CONSTRAINT "le_group_mappings_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "le_group_mappings" ADD CONSTRAINT "le_group_mappings_group_fk" FOREIGN KEY ("site_id","group_id") REFERENCES "public"."markup_groups"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "le_relation_configs" ADD CONSTRAINT "le_relation_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "le_relation_configs" ADD CONSTRAINT "le_relation_configs_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_groups" ADD CONSTRAINT "markup_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markup_rules" ADD CONSTRAINT "markup_rules_group_fk" FOREIGN KEY ("site_id","group_id") REFERENCES "public"."markup_groups"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "le_group_mappings_le_uq" ON "le_group_mappings" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "le_group_mappings_group_idx" ON "le_group_mappings" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "le_relation_configs_le_uq" ON "le_relation_configs" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "le_relation_configs_site_idx" ON "le_relation_configs" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markup_groups_site_name_uq" ON "markup_groups" USING btree ("site_id",lower("group_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "markup_groups_site_default_uq" ON "markup_groups" USING btree ("site_id") WHERE "markup_groups"."is_default";--> statement-breakpoint
CREATE INDEX "markup_rules_site_group_idx" ON "markup_rules" USING btree ("site_id","group_id");