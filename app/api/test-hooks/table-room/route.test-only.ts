import { getDb, tables } from "@/lib/db";
import type { Database } from "@/lib/db/client";
import { insertDemoTables } from "@/lib/db/seed/tables";
import { notFound, testHooksEnabled } from "../guard";

/** The small room: two four-tops that push together and a two-top. */
async function insertSmallRoom(tx: Database) {
  const rows = await tx
    .insert(tables.restaurantTables)
    .values([
      { name: "A", area: "Main room", seatsMin: 2, seatsMax: 4, x: 1, y: 1, sort: 0 },
      { name: "B", area: "Main room", seatsMin: 2, seatsMax: 4, x: 3, y: 1, sort: 1 },
      { name: "C", area: "Window", seatsMin: 1, seatsMax: 2, x: 5, y: 1, sort: 2 },
    ])
    .returning({ id: tables.restaurantTables.id });
  const [tableA, tableB] = [rows[0]!.id, rows[1]!.id].sort() as [string, string];
  await tx.insert(tables.restaurantTableJoins).values({ tableA, tableB });
}

/** Replaces the whole room ("small" or "demo"); every booking's recorded tables go with the old one. */
export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as { room?: unknown } | null;
  if (body?.room !== "small" && body?.room !== "demo")
    return Response.json({ error: 'room is "small" or "demo"' }, { status: 400 });
  const db = await getDb();
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    await tx.delete(tables.restaurantTables);
    await (body.room === "small" ? insertSmallRoom(tx) : insertDemoTables(tx));
  });
  return Response.json({ room: body.room }, { headers: { "Cache-Control": "no-store" } });
}
