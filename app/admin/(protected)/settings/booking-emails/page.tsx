import { saveBookingEmails } from "@/features/settings/actions";
import { BookingEmailsForm } from "@/features/settings/admin/booking-emails-form";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("booking-emails", "booking-emails-title", (s) => (
  <BookingEmailsForm initial={s.bookingEmails} action={saveBookingEmails} />
));
export const metadata = route.metadata;
export default route.Page;
