import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTLE_MS, createPostgresTagStore } from "@/lib/cache/handlers/tag-store.mjs";
import { openTestDatabase, usingRealPostgres, type TestDatabase } from "../support/test-db";

// The shared tag store speaks to PostgreSQL through postgres-js, which the in-memory PGlite run
// cannot offer; `npm test` runs this file again on a throwaway PostgreSQL server.
describe.skipIf(!usingRealPostgres())("cache tag invalidations shared through PostgreSQL", () => {
  let database: TestDatabase;
  let clients: postgres.Sql[] = [];
  const connect = () => {
    const sql = postgres(database.url!, { max: 2, prepare: false, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 5 })));
    clients = [];
    await database.dispose();
  });

  it("an invalidation on one instance reaches another at its next sync", async () => {
    const a = createPostgresTagStore(connect());
    const b = createPostgresTagStore(connect());
    const before = Date.now() - SETTLE_MS - 1;
    await b.sync();
    expect(b.invalidatedSince(["menu"], before)).toBe(false);
    await a.expire(["menu", "hours"]);
    expect(a.invalidatedSince(["menu"], before)).toBe(true);
    expect(b.invalidatedSince(["menu"], before)).toBe(false);
    await b.sync();
    expect(b.invalidatedSince(["menu"], before)).toBe(true);
    expect(b.invalidatedSince(["hours"], before)).toBe(true);
    expect(b.invalidatedSince(["gallery"], before)).toBe(false);
  });

  it("a sync asked for while another is under way still sees a write made just before it was asked", async () => {
    const a = createPostgresTagStore(connect());
    const b = createPostgresTagStore(connect());
    const before = Date.now() - SETTLE_MS - 1;
    const underWay = b.sync();
    await a.expire(["popups"]);
    const asked = b.sync();
    await Promise.all([underWay, asked]);
    expect(b.invalidatedSince(["popups"], before)).toBe(true);
  });

  it("keeps the newest time when two instances invalidate the same tag", async () => {
    let clock = 1_000_000;
    const a = createPostgresTagStore(connect(), { now: () => clock });
    const b = createPostgresTagStore(connect(), { now: () => clock });
    const reader = createPostgresTagStore(connect());
    clock = 2_000_000;
    await a.expire(["gallery"]);
    clock = 1_500_000;
    await b.expire(["gallery"]);
    await reader.sync();
    expect(reader.latest(["gallery"])).toBe(2_000_000);
  });

  it("a database that cannot be reached keeps the last known state instead of failing the page", async () => {
    const broken = postgres("postgres://nobody@127.0.0.1:1/none", { max: 1, connect_timeout: 2, onnotice: () => {} });
    clients.push(broken);
    const messages: string[] = [];
    const store = createPostgresTagStore(broken, { log: (message) => messages.push(message) });
    await store.expire(["menu"]);
    await store.sync();
    expect(store.invalidatedSince(["menu"], 0)).toBe(true);
    expect(messages).toHaveLength(2);
  });
});
