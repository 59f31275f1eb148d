import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { adminUsers, menuSections } from "@/lib/db/schema";
import { usingRealPostgres } from "../support/test-db";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "prepare-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// This is the embedded database's own start-up (files on disk, first-start detection); on the
// PostgreSQL pass there is no embedded database to start, so the file is skipped there.
describe.skipIf(usingRealPostgres())("embedded database start-up", () => {
  it("migrates a new data dir, fills the allowlist, and survives a restart without re-seeding", async () => {
    const dataDir = path.join(dir, "nested", "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    await prepareDatabase(first, { adminEmails: ["Owner@Example.com"], seedDemo: false });
    expect(await first.db.select().from(adminUsers)).toMatchObject([{ email: "owner@example.com" }]);
    await first.db.insert(menuSections).values({ title: "Kept", slug: "kept" });
    await first.close();

    // A second start on the same files: data persisted, no duplicate admins, no demo content.
    const second = await openDatabase({ kind: "pglite", dataDir });
    await prepareDatabase(second, { adminEmails: ["owner@example.com", "new@example.com"] });
    expect(await second.db.select().from(adminUsers)).toHaveLength(1);
    expect((await second.db.select().from(menuSections)).map((s) => s.slug)).toEqual(["kept"]);
    await second.close();
  }, 180_000);
});
