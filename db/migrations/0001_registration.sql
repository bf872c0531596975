ALTER TABLE "legal_entities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" smallint;