import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EmptyNote } from "@/components/admin/empty-state";
import { NewLink } from "@/components/admin/new-link";
import { PopupList, type PopupListItem } from "@/features/popups/admin/popup-list";
import { adminSection } from "@/features/dashboard/sections";
import { readPopupsForAdmin, type AdminPopupSummary } from "@/features/popups/changes";
import { requireAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { pageLabel } from "@/features/popups/pages";
import { popupsWhereNow, type PopupWhereNow } from "@/features/popups/status";
import { formatLondon } from "@/lib/time/london";
import { deletePopup, duplicatePopup } from "@/features/popups/actions";

export const metadata: Metadata = { title: "Popups" };

const AUDIENCE: Record<string, string> = {
  everyone: "Everyone",
  new: "First-time visitors",
  returning: "Returning visitors",
};
const FREQUENCY: Record<string, string> = {
  always: "every page view",
  session: "once per visit",
  persistent: "once (remembered 90 days)",
};

function schedule(p: AdminPopupSummary): string {
  const start = p.startAt ? formatLondon(new Date(p.startAt)) : null;
  const end = p.endAt ? formatLondon(new Date(p.endAt)) : null;
  if (start && end) return `${start} to ${end}`;
  if (start) return `From ${start}, no end date`;
  if (end) return `Until ${end}`;
  return "No dates: whenever published";
}

function whereNow(p: AdminPopupSummary, where: PopupWhereNow): Pick<PopupListItem, "whereNow" | "hiddenNote"> {
  const pages = (list: string[]) => list.map(pageLabel).join(", ");
  const hiddenNote = where.hiddenOn.length
    ? where.hiddenOn.map((h) => `Behind “${h.by}” on ${pageLabel(h.page)}`).join("; ")
    : null;
  switch (where.state) {
    case "draft":
      return { whereNow: "Nowhere: it is a draft", hiddenNote: null };
    case "scheduled":
      return {
        whereNow: `Nowhere yet: starts ${formatLondon(new Date(p.startAt!))} on ${pages(p.pages)}`,
        hiddenNote: null,
      };
    case "ended":
      return { whereNow: "Nowhere: its end date has passed", hiddenNote: null };
    case "live":
      return { whereNow: where.showsOn.length ? `On ${pages(where.showsOn)}` : "Nowhere at the moment", hiddenNote };
  }
}

export default async function PopupsPage() {
  await requireAdmin("content.edit");
  const { description } = adminSection("/admin/popups");
  const popups = await readPopupsForAdmin(await getDb());
  const where = popupsWhereNow(popups, new Date());
  const items: PopupListItem[] = popups.map((p) => ({
    id: p.id,
    headline: p.headline,
    state: where.get(p.id)!.state,
    schedule: schedule(p),
    ...whereNow(p, where.get(p.id)!),
    details: `Priority ${p.priority} · ${AUDIENCE[p.audience] ?? "Everyone"}, ${FREQUENCY[p.frequency] ?? FREQUENCY.persistent}`,
  }));

  return (
    <>
      <AdminPageHeader title="Popups" description={description}>
        <NewLink href="/admin/popups/new">New popup</NewLink>
      </AdminPageHeader>
      {items.length ? (
        <PopupList items={items} duplicate={duplicatePopup} remove={deletePopup} />
      ) : (
        <EmptyNote
          title="No popups yet"
          hint="Announce a tasting menu, a holiday closure or an event on the pages you choose."
        />
      )}
    </>
  );
}
