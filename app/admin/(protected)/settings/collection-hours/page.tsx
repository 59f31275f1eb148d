import type { Metadata } from "next";
import { WeeklyHoursForm } from "@/components/admin/opening-times/weekly-hours-form";
import { SettingsSectionBody, settingsTitle } from "@/components/admin/settings/settings-section";
import { readSettingsForAdmin } from "@/lib/admin/site-settings";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { toHHMM } from "@/lib/hours/format";
import { saveCollectionHoursAction } from "../actions";

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
        action={saveCollectionHoursAction}
        copy={{ titleId: "collection-title", subject: "collection hours", savedTitle: "Collection hours saved", submit: "Save collection hours", column: "Collection hours", notes: false }}
      />
    </SettingsSectionBody>
  );
}
