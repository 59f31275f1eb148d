"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { reservationActions } from "@/lib/reservations/actions";

const book = reservationActions(serverDeps);
export const addPhoneBooking = adminAction(book.addPhoneBooking);
