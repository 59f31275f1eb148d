import type { Metadata } from "next";
import { guestListQueryString, parseGuestListParams } from "@/features/guests/admin-queries";
import { GuestDetail } from "@/features/guests/admin/guest-detail";
import { actionsForGuestPage } from "@/features/guests/admin/guest-page-actions";
import { recordIdParam } from "@/components/admin/record-id";
import { backToList, type DetailPageProps } from "@/lib/admin/list-page";
import { readParam } from "@/lib/admin/params";
import { requireAdmin } from "@/lib/auth/admin";
import { roleMay } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Guest" };

export default async function GuestPage({ params, searchParams }: DetailPageProps) {
  const staff = await requireAdmin("guests.book");
  const [id, query] = await Promise.all([recordIdParam(params), searchParams]);
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
