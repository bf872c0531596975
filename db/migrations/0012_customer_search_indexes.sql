CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "legal_entities_company_trgm_idx" ON "legal_entities" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_numbers_trgm_idx" ON "users" USING gin (("phone_numbers"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_legal_entity_idx" ON "users" USING btree ("legal_entity_id");--> statement-breakpoint
CREATE INDEX "users_site_created_idx" ON "users" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_site_name_idx" ON "users" USING btree ("site_id",lower("first_name" || ' ' || coalesce("last_name", '')),"id");