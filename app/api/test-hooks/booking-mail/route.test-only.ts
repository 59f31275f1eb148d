import { runBookingMail } from "@/features/reservations";
import { notFound, testHooksEnabled } from "../guard";

/** Runs the reminder and thank-you clock as if it were `at`: the e2e suite's way of moving time forward. */
export async function POST(request: Request) {
  if (!(await testHooksEnabled())) return notFound();
  const { at } = ((await request.json().catch(() => null)) ?? {}) as { at?: string };
  const when = at ? new Date(at) : new Date();
  if (Number.isNaN(when.getTime())) return Response.json({ error: "at must be a date" }, { status: 400 });
  return Response.json(await runBookingMail(when), { headers: { "Cache-Control": "no-store" } });
}
