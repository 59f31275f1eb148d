import { saveBookingSettings } from "@/features/settings/actions";
import { BookingSettingsForm } from "@/features/settings/admin/bookings-form";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const route = settingsRoute("bookings", "bookings-title", (s) => (
  <BookingSettingsForm
    initial={{
      noShowGraceMinutes: s.bookings.noShowGraceMinutes,
      waitlistOfferHours: s.bookings.waitlistOfferHours,
      retentionMonths: s.bookings.retentionMonths,
      instantConfirmation: s.bookings.instantConfirmation,
    }}
    action={saveBookingSettings}
  />
));
export const metadata = route.metadata;
export default route.Page;
