import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { restaurantTableJoins, restaurantTables } from "@/lib/db/schema";

/** A table as the admin page lists and places it, with the tables it can be joined with. */
export interface TableRow {
  id: string;
  name: string;
  area: string;
  seatsMin: number;
  seatsMax: number;
  x: number;
  y: number;
  joinableWith: string[];
}

export async function readTablesForAdmin(db: Database): Promise<TableRow[]> {
  const [tables, joins] = await Promise.all([
    db
      .select({
        id: restaurantTables.id,
        name: restaurantTables.name,
        area: restaurantTables.area,
        seatsMin: restaurantTables.seatsMin,
        seatsMax: restaurantTables.seatsMax,
        x: restaurantTables.x,
        y: restaurantTables.y,
      })
      .from(restaurantTables)
      .orderBy(asc(restaurantTables.sort), asc(restaurantTables.name)),
    db.select().from(restaurantTableJoins),
  ]);
  const partners = new Map<string, string[]>();
  for (const { tableA, tableB } of joins) {
    partners.set(tableA, [...(partners.get(tableA) ?? []), tableB]);
    partners.set(tableB, [...(partners.get(tableB) ?? []), tableA]);
  }
  return tables.map((t) => ({ ...t, joinableWith: partners.get(t.id) ?? [] }));
}
