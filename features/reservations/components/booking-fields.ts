import type { BookingRules } from "@/features/reservations/booking-rules";
import { EMAIL, NAME, PHONE, type PublicFormProps } from "@/components/forms/public-form";

/** What the server gives every booking form: the restaurant's phone and the rules its times come from. */
export type BookingFormClientProps = PublicFormProps<BookingRules> & { phone: string; rules: BookingRules | null };

/** Who is coming, how many and on which day: the fields every booking form opens with. */
export const partyAndDayFields = (guests: readonly { value: string; label: string }[]) =>
  [
    NAME,
    EMAIL,
    PHONE,
    { name: "guests", label: "Guests", kind: "select", placeholder: "Number of guests", options: guests },
    { name: "date", label: "Date", kind: "date", window: "reservation" },
  ] as const;
