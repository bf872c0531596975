ALTER TABLE "email_attachments" ADD COLUMN "content_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;