import type { Metadata } from "next";
import { GuestBookingPage } from "@/features/reservations/guest-page";
import { signedLinkPage } from "@/lib/routes/signed-link-page";

export const instant = false;

export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false } };

export default signedLinkPage(GuestBookingPage);
