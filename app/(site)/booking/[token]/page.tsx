import type { Metadata } from "next";
import { connection } from "next/server";
import { GuestBookingPage } from "@/features/reservations/guest-page";

// Opening the link changes nothing (every change is a button that posts), so a mail scanner cannot cancel a table.

export const instant = false;

export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false } };

export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Reads the booking per request: connection() keeps it out of any prerender.
  await connection();
  const [{ token }, query] = await Promise.all([params, searchParams]);
  return <GuestBookingPage token={token} rawQuery={query} />;
}
