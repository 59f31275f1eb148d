import { afterEach, describe, expect, it, vi } from "vitest";

const order: string[] = [];
const handle = { kind: "pglite" as const, db: {}, migrate: vi.fn(), close: vi.fn(async () => {}) };

vi.mock("@/lib/env", () => ({ env: () => ({ DATA_DIR: "unused", ADMIN_EMAILS: [] }) }));
vi.mock("@/lib/db/client", () => ({
  openDatabase: vi.fn(async () => handle),
  targetFromEnv: () => ({ kind: "pglite" }),
}));
vi.mock("@/lib/db/prepare", () => ({
  prepareDatabase: vi.fn(async () => {
    order.push("prepare");
  }),
}));

type GlobalWithDb = typeof globalThis & { __restaurantDb?: unknown; __restaurantDbSteps?: unknown };

afterEach(() => {
  delete (globalThis as GlobalWithDb).__restaurantDb;
  delete (globalThis as GlobalWithDb).__restaurantDbSteps;
  order.length = 0;
});

describe("the database's start-up steps", () => {
  it("run after it is prepared and before anyone is handed it, once however many ask", async () => {
    const { beforeDatabaseReady, databaseHandle, getDb } = await import("@/lib/db");
    beforeDatabaseReady("backfill", async (h) => {
      expect(h).toBe(handle);
      await new Promise((r) => setTimeout(r, 20));
      order.push("backfill");
    });
    const [first, db] = await Promise.all([
      databaseHandle().then((h) => (order.push("handed"), h)),
      getDb().then((d) => (order.push("handed"), d)),
    ]);
    expect(first).toBe(handle);
    expect(db).toBe(handle.db);
    expect(order).toEqual(["prepare", "backfill", "handed", "handed"]);
  });

  it("are kept by name: registering one again replaces it", async () => {
    const { beforeDatabaseReady, databaseHandle } = await import("@/lib/db");
    beforeDatabaseReady("step", async () => void order.push("old"));
    beforeDatabaseReady("step", async () => void order.push("new"));
    await databaseHandle();
    expect(order).toEqual(["prepare", "new"]);
  });
});
