ALTER TABLE "flight_searches" ALTER COLUMN "response" SET DATA TYPE json;--> statement-breakpoint
-- The answer is written once and read whole: skip TOAST compression (pglz on a few MB costs more than the disk it saves).
ALTER TABLE "flight_searches" ALTER COLUMN "response" SET STORAGE EXTERNAL;
