"use server";

import { adminAction } from "@/lib/actions/admin-action";
import { addPhoneBooking as addPhoneBookingDefinition } from "@/lib/reservations/phone-booking";

export const addPhoneBooking = adminAction(addPhoneBookingDefinition);
