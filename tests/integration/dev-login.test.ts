import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowlisted } from "@/lib/auth/allowlist";
import { authorizeDevLogin } from "@/lib/auth/dev-login";
import { seedAdminAllowlist } from "@/lib/db/prepare";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedAdminAllowlist(database, ["admin@47restaurant.local"]);
});
afterAll(async () => {
  await database.dispose();
});

describe("allowlist and the local sign-in", () => {
  it("finds allowlisted e-mails whatever their case", async () => {
    expect(await isAllowlisted(database.db, "Admin@47Restaurant.local")).toBe(true);
    expect(await isAllowlisted(database.db, "guest@example.com")).toBe(false);
    expect(await isAllowlisted(database.db, undefined)).toBe(false);
  });

  it("signs in an allowlisted e-mail, lower-cased", async () => {
    expect(await authorizeDevLogin(database.db, { email: " ADMIN@47restaurant.local " })).toEqual({
      id: "admin@47restaurant.local",
      email: "admin@47restaurant.local",
      name: "admin@47restaurant.local",
    });
  });

  it("refuses anyone not on the allowlist, and nonsense", async () => {
    expect(await authorizeDevLogin(database.db, { email: "guest@example.com" })).toBeNull();
    expect(await authorizeDevLogin(database.db, { email: "" })).toBeNull();
    expect(await authorizeDevLogin(database.db, { email: ["admin@47restaurant.local"] })).toBeNull();
    expect(await authorizeDevLogin(database.db, undefined)).toBeNull();
  });
});
