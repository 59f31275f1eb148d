import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/migration-before";

/**
 * Migration 0008 replaces new / in progress / closed with per-type statuses. A database that was
 * running the earlier schema must keep every row, with its old status kept where the new one says less.
 */

const before = databaseBeforeMigration("0008_");

describe("migration 0008: statuses per kind of enquiry", () => {
  it("maps every old status and keeps the old one where the new says less", async () => {
    const client = await before.migrateToBefore();
    const old: [string, string, string][] = [
      ["reservation", "new", "R new"],
      ["reservation", "in_progress", "R progress"],
      ["reservation", "closed", "R closed"],
      ["event", "new", "E new"],
      ["event", "in_progress", "E progress"],
      ["event", "closed", "E closed"],
      ["contact", "new", "C new"],
      ["contact", "in_progress", "C progress"],
      ["contact", "closed", "C closed"],
      ["newsletter", "new", "N new"],
      ["newsletter", "closed", "N closed"],
    ];
    for (const [type, status, name] of old) {
      await client.query(
        `insert into enquiries (form_type, status, name, email, source_page) values ($1, $2, $3, $4, 'test')`,
        [type, status, name, `${name.replace(" ", ".")}@example.com`],
      );
    }

    await before.migrateRest();

    const { rows } = await client.query<{ name: string; status: string; legacy_status: string | null }>(
      `select name, status::text, legacy_status from enquiries order by name`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, [r.status, r.legacy_status]]))).toEqual({
      "R new": ["requested", null],
      "R progress": ["requested", "in_progress"],
      "R closed": ["confirmed", "closed"],
      "E new": ["new", null],
      "E progress": ["in_discussion", "in_progress"],
      "E closed": ["confirmed", "closed"],
      "C new": ["new", null],
      "C progress": ["replied", "in_progress"],
      "C closed": ["closed", "closed"],
      "N new": ["subscribed", null],
      "N closed": ["subscribed", "closed"],
    });
  });

  it("refuses a status of another kind of enquiry, and a row without a status", async () => {
    const { client } = before;
    await expect(
      client.query(
        `insert into enquiries (form_type, status, name, email, source_page) values ('contact', 'confirmed', 'X', 'x@example.com', 'test')`,
      ),
    ).rejects.toThrow(/enquiries_status_fits_type/);
    await expect(
      client.query(
        `insert into enquiries (form_type, name, email, source_page) values ('contact', 'X', 'x@example.com', 'test')`,
      ),
    ).rejects.toThrow(/status/);
    // A booking taken by phone may have no e-mail address.
    await client.query(
      `insert into enquiries (form_type, status, name, source_page) values ('reservation', 'confirmed', 'By phone', 'phone')`,
    );
  });
});
