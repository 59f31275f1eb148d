"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { serverDeps } from "@/lib/actions/server-deps";
import { reservationActions } from "@/lib/reservations/actions";

export const { addPhoneBooking } = adminActions(reservationActions(serverDeps));
