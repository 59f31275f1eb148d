import "server-only";
import type { Database } from "@/lib/db/client";
import type { RoomTable } from "./room";
import { readRoom } from "./seating";

/** A table as the admin page lists and places it, with the tables it can be joined with. */
export type TableRow = RoomTable & { joinableWith: string[] };

export async function readTablesForAdmin(db: Database): Promise<TableRow[]> {
  const { tables, room } = await readRoom(db);
  const partners = new Map<string, string[]>();
  for (const [a, b] of room.joins) {
    partners.set(a, [...(partners.get(a) ?? []), b]);
    partners.set(b, [...(partners.get(b) ?? []), a]);
  }
  return tables.map((t) => ({ ...t, joinableWith: partners.get(t.id) ?? [] }));
}
