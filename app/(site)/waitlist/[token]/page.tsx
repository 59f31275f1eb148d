import type { Metadata } from "next";
import { WaitlistOfferPage } from "@/features/reservations/waitlist-page";
import { signedLinkPage } from "@/lib/routes/signed-link-page";

export const instant = false;

export const metadata: Metadata = { title: "Your waitlist table", robots: { index: false, follow: false } };

export default signedLinkPage(WaitlistOfferPage);
