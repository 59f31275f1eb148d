import { timingSafeEqual } from "node:crypto";
import { connection } from "next/server";
import { runOutbox } from "@/features/outbox/delivery";
import { runNewsletterCampaigns } from "@/features/newsletter";
import { runBookingMail } from "@/features/reservations";
import { runGuestRetention } from "@/features/guests/retention-clock";
import { env } from "@/lib/env";

export async function GET(request: Request): Promise<Response> {
  await connection();
  const secret = env().CRON_SECRET;
  if (!secret) return Response.json({ error: "CRON_SECRET is not configured." }, { status: 503 });
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return Response.json({ error: "Unauthorised." }, { status: 401 });
  // Reminders first: the outbox run that follows sends them with everything else that is due.
  const bookingMail = await runBookingMail();
  // One batch of each sending newsletter per call: the cron's interval sets the pace there.
  const campaigns = await runNewsletterCampaigns();
  const result = await runOutbox();
  // Its claim (SKIP LOCKED) lets the cron and a self-hosted clock run it side by side.
  const retention = await runGuestRetention();
  return Response.json(
    { ...result, ...bookingMail, campaigns, retention },
    { headers: { "Cache-Control": "no-store" } },
  );
}
