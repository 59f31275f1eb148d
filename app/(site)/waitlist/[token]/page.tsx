import type { Metadata } from "next";
import { connection } from "next/server";
import { WaitlistOfferPage } from "@/features/reservations/waitlist-page";

// Opening the link changes nothing (accepting is a button that posts), so a mail scanner cannot take the table.

export const instant = false;

export const metadata: Metadata = { title: "Your waitlist table", robots: { index: false, follow: false } };

export default async function WaitlistOfferRoute({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const [{ token }, query] = await Promise.all([params, searchParams]);
  return <WaitlistOfferPage token={token} rawQuery={query} />;
}
