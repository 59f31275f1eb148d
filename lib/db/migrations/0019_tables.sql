CREATE TABLE "booking_tables" (
	"enquiry_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tables_enquiry_id_table_id_pk" PRIMARY KEY("enquiry_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_table_joins" (
	"table_a" uuid NOT NULL,
	"table_b" uuid NOT NULL,
	CONSTRAINT "restaurant_table_joins_table_a_table_b_pk" PRIMARY KEY("table_a","table_b"),
	CONSTRAINT "restaurant_table_joins_order" CHECK ("restaurant_table_joins"."table_a" < "restaurant_table_joins"."table_b")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"seats_min" smallint DEFAULT 1 NOT NULL,
	"seats_max" smallint NOT NULL,
	"x" smallint DEFAULT 0 NOT NULL,
	"y" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tables_seats" CHECK ("restaurant_tables"."seats_min" >= 1 and "restaurant_tables"."seats_max" >= "restaurant_tables"."seats_min" and "restaurant_tables"."seats_max" <= 20),
	CONSTRAINT "restaurant_tables_x" CHECK ("restaurant_tables"."x" between 0 and 11),
	CONSTRAINT "restaurant_tables_y" CHECK ("restaurant_tables"."y" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_table_joins" ADD CONSTRAINT "restaurant_table_joins_table_a_restaurant_tables_id_fk" FOREIGN KEY ("table_a") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_table_joins" ADD CONSTRAINT "restaurant_table_joins_table_b_restaurant_tables_id_fk" FOREIGN KEY ("table_b") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tables_table_idx" ON "booking_tables" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "restaurant_table_joins_b_idx" ON "restaurant_table_joins" USING btree ("table_b");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_name_uniq" ON "restaurant_tables" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_cell_uniq" ON "restaurant_tables" USING btree ("x","y");