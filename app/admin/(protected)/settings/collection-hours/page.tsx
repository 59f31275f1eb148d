import { WeeklyHoursForm } from "@/features/opening-times/admin/weekly-hours-form";
import { toHHMM } from "@/lib/time/clock";
import type { SiteSettings } from "@/features/settings/types";
import { saveCollectionHours } from "@/features/settings/actions";
import { settingsRoute } from "@/features/settings/admin/settings-section";

const hhmm = (v: string | null | undefined) => (v ? toHHMM(v) : "");
const formValues = ({ collectionHours }: SiteSettings) => ({
  days: collectionHours.days.map((d) => ({
    day: d.day,
    isClosed: d.isClosed,
    openTime1: hhmm(d.openTime1),
    closeTime1: hhmm(d.closeTime1),
    openTime2: hhmm(d.openTime2),
    closeTime2: hhmm(d.closeTime2),
    notes: d.notes ?? "",
  })),
});
const COPY = {
  titleId: "collection-title",
  subject: "collection hours",
  savedTitle: "Collection hours saved",
  submit: "Save collection hours",
  column: "Collection hours",
  notes: false,
};

const route = settingsRoute("collection-hours", "collection-title", (s) => (
  <WeeklyHoursForm initial={formValues(s)} action={saveCollectionHours} copy={COPY} />
));
export const metadata = route.metadata;
export default route.Page;
