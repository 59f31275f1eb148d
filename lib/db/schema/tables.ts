import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, ownerId, timestamps } from "./columns";
import { enquiries } from "./enquiries";
import { FLOOR_COLUMNS, FLOOR_ROWS, MAX_TABLE_SEATS } from "./floor-plan";

/** The restaurant's tables, each seating a range of guests and placed on the floor plan's grid. */
export const restaurantTables = pgTable(
  "restaurant_tables",
  {
    id: id(),
    name: text("name").notNull(),
    /** Where in the restaurant: "Main room", "Window", "Private room"… */
    area: text("area").notNull(),
    seatsMin: smallint("seats_min").notNull().default(1),
    seatsMax: smallint("seats_max").notNull(),
    x: smallint("x").notNull().default(0),
    y: smallint("y").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // "T4" and "t4" would be the same table to anyone reading the book.
    uniqueIndex("restaurant_tables_name_uniq").on(sql`lower(${t.name})`),
    // One table per cell of the floor plan, so a drop on a taken cell can never stack two.
    uniqueIndex("restaurant_tables_cell_uniq").on(t.x, t.y),
    check(
      "restaurant_tables_seats",
      sql`${t.seatsMin} >= 1 and ${t.seatsMax} >= ${t.seatsMin} and ${t.seatsMax} <= ${sql.raw(String(MAX_TABLE_SEATS))}`,
    ),
    check("restaurant_tables_x", sql`${t.x} between 0 and ${sql.raw(String(FLOOR_COLUMNS - 1))}`),
    check("restaurant_tables_y", sql`${t.y} between 0 and ${sql.raw(String(FLOOR_ROWS - 1))}`),
  ],
);

/** Two tables that can be pushed together; each pair once, the smaller id first. */
export const restaurantTableJoins = pgTable(
  "restaurant_table_joins",
  {
    tableA: ownerId("table_a", () => restaurantTables.id),
    tableB: ownerId("table_b", () => restaurantTables.id),
  },
  (t) => [
    primaryKey({ columns: [t.tableA, t.tableB] }),
    index("restaurant_table_joins_b_idx").on(t.tableB),
    check("restaurant_table_joins_order", sql`${t.tableA} < ${t.tableB}`),
  ],
);

/** The table or tables a booking is seated at; several rows when tables are joined for it. */
export const bookingTables = pgTable(
  "booking_tables",
  {
    enquiryId: ownerId("enquiry_id", () => enquiries.id),
    tableId: uuid("table_id")
      .notNull()
      .references(() => restaurantTables.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.enquiryId, t.tableId] }), index("booking_tables_table_idx").on(t.tableId)],
);

export type RestaurantTable = typeof restaurantTables.$inferSelect;
