import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { guestListQueryString, parseGuestListParams } from "@/features/guests/admin-queries";
import { GuestDetail } from "@/features/guests/admin/guest-detail";
import { actionsForGuestPage } from "@/features/guests/admin/guest-page-actions";
import { backToList, type DetailPageProps } from "@/lib/admin/list-page";
import { readParam } from "@/lib/admin/params";
import { requireAdmin } from "@/lib/auth/admin";
import { roleMay } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Guest" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function GuestPage({ params, searchParams }: DetailPageProps) {
  const staff = await requireAdmin("guests.book");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  if (!UUID.test(id)) notFound();
  return (
    <GuestDetail
      db={await getDb()}
      id={id}
      backHref={backToList("/admin/guests", query, parseGuestListParams, (f) => guestListQueryString(f))}
      mergeQuery={(readParam(query, "merge") ?? "").trim().slice(0, 100)}
      rights={{ export: roleMay(staff.role, "guests.export"), erase: roleMay(staff.role, "guests.erase") }}
      actions={actionsForGuestPage()}
    />
  );
}
