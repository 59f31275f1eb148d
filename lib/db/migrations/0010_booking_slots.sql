CREATE TABLE "booking_slots" (
	"day" smallint PRIMARY KEY NOT NULL,
	"first_slot" time DEFAULT '17:00' NOT NULL,
	"last_slot" time DEFAULT '21:30' NOT NULL,
	"every_minutes" smallint DEFAULT 30 NOT NULL,
	"covers_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_slots_day_range" CHECK ("booking_slots"."day" between 1 and 7),
	CONSTRAINT "booking_slots_every" CHECK ("booking_slots"."every_minutes" in (15, 30, 60)),
	CONSTRAINT "booking_slots_order" CHECK ("booking_slots"."last_slot" >= "booking_slots"."first_slot"),
	CONSTRAINT "booking_slots_covers_limit" CHECK ("booking_slots"."covers_limit" is null or "booking_slots"."covers_limit" between 1 and 500)
);
--> statement-breakpoint
-- Every weekday starts with SPEC §9's slots, so existing databases keep offering what they did.
INSERT INTO "booking_slots" ("day") VALUES (1), (2), (3), (4), (5), (6), (7) ON CONFLICT ("day") DO NOTHING;
