ALTER TABLE "enquiries" ADD COLUMN "guests_at_least" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "lunch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "last_before_close_minutes" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_last_before_close" CHECK ("booking_slots"."last_before_close_minutes" between 0 and 240);--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{days,6}', '{"day":7,"isClosed":false,"openTime1":"16:00","closeTime1":"21:30","openTime2":null,"closeTime2":null,"notes":null}'::jsonb) WHERE "key" = 'collection_hours' AND "value" #> '{days,6}' = '{"day":7,"isClosed":false,"openTime1":"13:00","closeTime1":"21:30","openTime2":null,"closeTime2":null,"notes":null}'::jsonb;
