import type { Metadata } from "next";
import { WeeklyHoursForm } from "@/app/admin/(protected)/opening-times/weekly-hours-form";
import { SettingsSectionBody, settingsTitle } from "@/app/admin/(protected)/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/settings/actions";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { toHHMM } from "@/lib/hours/format";
import { saveCollectionHours } from "../actions";

export const metadata: Metadata = { title: settingsTitle("collection-hours") };

const hhmm = (v: string | null | undefined) => (v ? toHHMM(v) : "");

export default async function CollectionHoursPage() {
  await requireAdmin();
  const s = await readSettingsForAdmin(await getDb());
  const collection = {
    days: s.collectionHours.days.map((d) => ({
      day: d.day,
      isClosed: d.isClosed,
      openTime1: hhmm(d.openTime1),
      closeTime1: hhmm(d.closeTime1),
      openTime2: hhmm(d.openTime2),
      closeTime2: hhmm(d.closeTime2),
      notes: d.notes ?? "",
    })),
  };
  return (
    <SettingsSectionBody slug="collection-hours" titleId="collection-title">
      <WeeklyHoursForm
        initial={collection}
        action={saveCollectionHours}
        copy={{ titleId: "collection-title", subject: "collection hours", savedTitle: "Collection hours saved", submit: "Save collection hours", column: "Collection hours", notes: false }}
      />
    </SettingsSectionBody>
  );
}
