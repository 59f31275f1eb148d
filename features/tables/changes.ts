import { and, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import { AdminActionError, type AdminRunContext, type AdminRunOutcome } from "@/lib/actions/admin-action-core";
import type { ActionDeps } from "@/lib/actions/action-deps";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { Database } from "@/lib/db/client";
import {
  bookingTables,
  enquiries,
  restaurantTableJoins,
  restaurantTables,
  type RestaurantTable,
} from "@/lib/db/schema";
import { londonDateOf } from "@/lib/time/london";
import { moveBooking } from "./booking-moves";
import { cellInWords, firstFreeCell, seatsInWords } from "./floor";
import { moveBookingSchema, moveTableSchema, tableIdSchema, tableSchema, type TableData } from "./schema";

const NOT_FOUND = "That table no longer exists. Someone may have deleted it meanwhile.";
const NAME_TAKEN = "Another table already has that name.";
const PLAN_FULL = "The floor plan has no free place left. Delete a table first.";

// Adding and moving tables decide on free cells and free names from the whole list, so each such
// change takes the list for itself until it commits; reading it stays open to everyone.
const lockTheRoom = (tx: Database) => tx.execute(sql`lock table ${restaurantTables} in share row exclusive mode`);

async function lockTable(tx: Database, id: string): Promise<RestaurantTable> {
  const [row] = await tx.select().from(restaurantTables).where(eq(restaurantTables.id, id)).for("update");
  if (!row) throw new AdminActionError(NOT_FOUND);
  return row;
}

async function assertNameFree(tx: Database, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(
      and(
        sql`lower(${restaurantTables.name}) = lower(${name})`,
        exceptId ? ne(restaurantTables.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AdminActionError(NAME_TAKEN, { name: [NAME_TAKEN] });
}

/** The table's joinable partners become exactly `others` (tables deleted meanwhile are left out); returns their names. */
async function setJoins(tx: Database, id: string, others: readonly string[]): Promise<string[]> {
  await tx
    .delete(restaurantTableJoins)
    .where(or(eq(restaurantTableJoins.tableA, id), eq(restaurantTableJoins.tableB, id)));
  const wanted = [...new Set(others)].filter((other) => other !== id);
  if (!wanted.length) return [];
  const partners = await tx
    .select({ id: restaurantTables.id, name: restaurantTables.name })
    .from(restaurantTables)
    .where(inArray(restaurantTables.id, wanted))
    .orderBy(restaurantTables.name);
  if (partners.length)
    await tx.insert(restaurantTableJoins).values(
      // Each pair is stored once, smaller id first; uuids compare the same way as their lower-case text.
      partners.map((p) => (id < p.id ? { tableA: id, tableB: p.id } : { tableA: p.id, tableB: id })),
    );
  return partners.map((p) => p.name);
}

async function joinedNames(tx: Database, id: string): Promise<string[]> {
  const rows = await tx
    .select({ name: restaurantTables.name })
    .from(restaurantTableJoins)
    .innerJoin(
      restaurantTables,
      or(
        and(eq(restaurantTableJoins.tableA, id), eq(restaurantTables.id, restaurantTableJoins.tableB)),
        and(eq(restaurantTableJoins.tableB, id), eq(restaurantTables.id, restaurantTableJoins.tableA)),
      ),
    )
    .orderBy(restaurantTables.name);
  return rows.map((r) => r.name);
}

const described = (t: Pick<RestaurantTable, "name" | "area" | "seatsMin" | "seatsMax">, joinable: string[]) => ({
  name: t.name,
  area: t.area,
  seats: seatsInWords(t),
  joinableWith: joinable,
});

const values = (input: TableData) => ({
  name: input.name,
  area: input.area,
  seatsMin: input.seatsMin,
  seatsMax: input.seatsMax,
});

export async function saveTable({ input, tx }: AdminRunContext<TableData>): Promise<AdminRunOutcome<{ id: string }>> {
  await lockTheRoom(tx);
  if (input.id) {
    const existing = await lockTable(tx, input.id);
    await assertNameFree(tx, input.name, existing.id);
    const before = described(existing, await joinedNames(tx, existing.id));
    await tx
      .update(restaurantTables)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(restaurantTables.id, existing.id));
    const after = described(input, await setJoins(tx, existing.id, input.joinableWith));
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    return {
      result: { id: existing.id },
      log: changed
        ? {
            action: "restaurant_table.updated",
            entityId: existing.id,
            summary: `Edited table “${input.name}”`,
            before,
            after,
          }
        : [],
    };
  }

  await assertNameFree(tx, input.name);
  const placed = await tx
    .select({ x: restaurantTables.x, y: restaurantTables.y, sort: restaurantTables.sort })
    .from(restaurantTables);
  const cell = firstFreeCell(placed);
  if (!cell) throw new AdminActionError(PLAN_FULL);
  const sort = placed.reduce((max, t) => Math.max(max, t.sort + 1), 0);
  const [row] = await tx
    .insert(restaurantTables)
    .values({ ...values(input), ...cell, sort })
    .returning({ id: restaurantTables.id });
  const after = { ...described(input, await setJoins(tx, row!.id, input.joinableWith)), place: cellInWords(cell) };
  return {
    result: { id: row!.id },
    log: {
      action: "restaurant_table.created",
      entityId: row!.id,
      summary: `Added table “${input.name}” (${input.area}, ${after.seats})`,
      after,
    },
  };
}

export async function moveTable({
  input,
  tx,
}: AdminRunContext<{ id: string; x: number; y: number }>): Promise<AdminRunOutcome<{ id: string }>> {
  await lockTheRoom(tx);
  const table = await lockTable(tx, input.id);
  if (table.x === input.x && table.y === input.y) return { result: { id: table.id }, log: [] };
  const [occupant] = await tx
    .select({ name: restaurantTables.name })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.x, input.x), eq(restaurantTables.y, input.y)));
  if (occupant)
    throw new AdminActionError(`Table “${occupant.name}” is already there. Choose a free place, or move it first.`);
  await tx
    .update(restaurantTables)
    .set({ x: input.x, y: input.y, updatedAt: new Date() })
    .where(eq(restaurantTables.id, table.id));
  return {
    result: { id: table.id },
    log: {
      action: "restaurant_table.moved",
      entityId: table.id,
      summary: `Moved table “${table.name}” to ${cellInWords(input)}`,
      before: { place: cellInWords(table) },
      after: { place: cellInWords(input) },
    },
  };
}

// A booking still to come keeps its table: deleting it would quietly unseat the guests.
const HOLDS_A_TABLE = ["requested", "confirmed", "seated"] as const;

export function deleteTableRun(now: () => Date) {
  return async ({ input, tx }: AdminRunContext<{ id: string }>): Promise<AdminRunOutcome<{ id: string }>> => {
    const table = await lockTable(tx, input.id);
    const [{ ahead } = { ahead: 0 }] = await tx
      .select({ ahead: sql<number>`count(*)::int` })
      .from(bookingTables)
      .innerJoin(enquiries, eq(enquiries.id, bookingTables.enquiryId))
      .where(
        and(
          eq(bookingTables.tableId, table.id),
          gte(enquiries.preferredDate, londonDateOf(now())),
          inArray(enquiries.status, [...HOLDS_A_TABLE]),
        ),
      );
    if (ahead > 0)
      throw new AdminActionError(
        `Table “${table.name}” has ${ahead === 1 ? "a booking" : `${ahead} bookings`} from today on. Move ${ahead === 1 ? "it" : "them"} to another table first.`,
      );
    const before = described(table, await joinedNames(tx, table.id));
    await tx.delete(restaurantTables).where(eq(restaurantTables.id, table.id));
    return {
      result: { id: table.id },
      log: {
        action: "restaurant_table.deleted",
        entityId: table.id,
        summary: `Deleted table “${table.name}”`,
        before: { ...before, place: cellInWords(table) },
      },
    };
  };
}

// Tables decide which slots guests are offered, so each change refreshes the booking rules' reads.
const tableChange = { entity: "restaurant_table", tags: [CACHE_TAGS.booking] };

export const tablesActions = (deps: Pick<ActionDeps, "now">) => ({
  saveTable: { ...tableChange, name: "tables.save", schema: tableSchema, run: saveTable },
  moveTable: { ...tableChange, name: "tables.move", schema: moveTableSchema, run: moveTable },
  deleteTable: { ...tableChange, name: "tables.delete", schema: tableIdSchema, run: deleteTableRun(deps.now) },
  // A booking's tables: logged on the booking, and like the tables they change which slots guests are offered.
  moveBooking: {
    ...tableChange,
    entity: "enquiry",
    name: "tables.moveBooking",
    schema: moveBookingSchema,
    run: moveBooking,
  },
});
