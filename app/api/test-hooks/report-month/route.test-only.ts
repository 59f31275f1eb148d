import { and, eq, gte, lte } from "drizzle-orm";
import { getDb, tables } from "@/lib/db";
import type { NewEnquiry } from "@/lib/db/schema";
import { notFound, testHooksEnabled } from "../guard";

const TIMES = ["18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"];
const SOURCES = ["reservations", "reservations", "phone", "waitlist"];
const NAME = "Report Month Guest";

function statusOf(n: number): NewEnquiry["status"] {
  if (n % 11 === 0) return "declined";
  if (n % 9 === 0) return "cancelled";
  if (n % 7 === 0) return "no_show";
  return "seated";
}

/**
 * Replaces a month's worth of made-up past bookings (`month`: yyyy-MM) and answers the rows it
 * wrote, so a test can count what the reports page should say from the very same rows.
 */
export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const body = (await request.json().catch(() => null)) as { month?: unknown } | null;
  const month = typeof body?.month === "string" && /^\d{4}-\d{2}$/.test(body.month) ? body.month : null;
  if (!month) return Response.json({ error: "month (yyyy-MM) is required" }, { status: 400 });
  const [y, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();

  const rows: NewEnquiry[] = [];
  let n = 0;
  for (let day = 1; day <= days; day++) {
    const date = `${month}-${String(day).padStart(2, "0")}`;
    for (let k = 1; k <= ((day * 7) % 4) + 1; k++) {
      n += 1;
      const lead = (day * k * 13) % 45;
      const madeAt = new Date(`${date}T11:00:00Z`);
      madeAt.setUTCDate(madeAt.getUTCDate() - lead);
      rows.push({
        formType: "reservation",
        status: statusOf(n),
        name: NAME,
        email: "report-month@example.com",
        preferredDate: date,
        preferredTime: TIMES[(day + k * 2) % TIMES.length]!,
        guests: 1 + ((day * 3 + k * 5) % 8),
        sourcePage: SOURCES[n % SOURCES.length]!,
        createdAt: madeAt,
        updatedAt: madeAt,
      });
    }
  }

  const db = await getDb();
  const t = tables.enquiries;
  const written = await db.transaction(async (tx) => {
    await tx
      .delete(t)
      .where(and(eq(t.name, NAME), gte(t.preferredDate, `${month}-01`), lte(t.preferredDate, `${month}-${days}`)));
    return tx.insert(t).values(rows).returning({
      date: t.preferredDate,
      time: t.preferredTime,
      guests: t.guests,
      status: t.status,
      sourcePage: t.sourcePage,
      createdAt: t.createdAt,
    });
  });
  return Response.json(written, { headers: { "Cache-Control": "no-store" } });
}
