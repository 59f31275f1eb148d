"use server";

import { after } from "next/server";
import { adminAction } from "@/lib/actions/admin-action";
import { mailConfig, runOutbox } from "@/lib/email/delivery";
import { addPhoneBookingWith } from "@/lib/reservations/phone-booking";

const phoneBooking = addPhoneBookingWith(mailConfig);
/** A booking taken by phone; its confirmation e-mail (when an address was given) is delivered after the response. */
export const addPhoneBooking = adminAction({ ...phoneBooking, run: async (ctx) => ({ ...(await phoneBooking.run(ctx)), afterCommit: () => after(runOutbox) }) });
