import { describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/migration-before";

/** Migration 0017 brings in guests: a database running the earlier schema gets one guest per person, every row linked. */

const before = databaseBeforeMigration("0017_");

describe("migration 0017: guests", () => {
  it("links existing enquiries, bookings and sign-ups to one guest per normalised e-mail or phone", async () => {
    // Ayesha's latest name and newest moment (her phone booking for 1 September) are the guest's.
    const client = await before.migrateToBefore();
    const rows: [string, string, string, string | null, string | null, string | null][] = [
      // form_type, status, name, email, phone, preferred_date
      ["reservation", "seated", "Ayesha Khan", "Ayesha@Example.com", "07700 900123", "2025-03-01"],
      ["reservation", "no_show", "Ayesha", " ayesha@example.com ", null, "2025-06-01"],
      ["newsletter", "subscribed", "Ayesha K", "AYESHA@example.com", null, null],
      ["contact", "new", "Omar", "omar@example.com", null, null],
      ["reservation", "confirmed", "Tariq (phone)", null, "+44 (0)116 496 0555", "2025-07-01"],
      ["reservation", "seated", "Tariq", null, "0116 4960555", "2025-08-01"],
      ["reservation", "confirmed", "Ayesha by phone", null, "+447700900123", "2025-09-01"],
    ];
    // Each row a day newer than the one before, so "the latest name" is well defined.
    for (const [age, [type, status, name, email, phone, date]] of rows.entries()) {
      await client.query(
        `insert into enquiries (form_type, status, name, email, phone, preferred_date, source_page, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'test', timestamptz '2025-01-01' + make_interval(days => $7), timestamptz '2025-01-01' + make_interval(days => $7))`,
        [type, status, name, email, phone, date, age],
      );
    }

    await before.migrateRest();

    const guests = await client.query<{
      name: string;
      email: string | null;
      phone: string | null;
      marketing_consent: boolean;
      visits: number;
      last: string;
    }>(
      `select g.name, g.email, g.phone, g.marketing_consent, count(e.id)::int as visits,
              to_char(g.last_activity_at at time zone 'UTC', 'YYYY-MM-DD') as last
         from guests g join enquiries e on e.guest_id = g.id group by g.id order by g.created_at, g.name`,
    );
    expect(guests.rows).toEqual([
      {
        name: "Ayesha K",
        email: "ayesha@example.com",
        phone: "07700900123",
        marketing_consent: true,
        visits: 4,
        last: "2025-09-01",
      },
      {
        name: "Omar",
        email: "omar@example.com",
        phone: null,
        marketing_consent: false,
        visits: 1,
        last: "2025-01-04",
      },
      {
        name: "Tariq",
        email: null,
        phone: "01164960555",
        marketing_consent: false,
        visits: 2,
        last: "2025-08-01",
      },
    ]);
    const unlinked = await client.query<{ n: number }>(
      `select count(*)::int as n from enquiries where guest_id is null`,
    );
    expect(unlinked.rows[0]!.n).toBe(0);
  });
});
