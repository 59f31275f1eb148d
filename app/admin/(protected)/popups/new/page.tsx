import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EMPTY_POPUP, PopupEditor } from "@/app/admin/(protected)/popups/popup-editor";
import { requireAdmin } from "@/lib/auth/admin";
import { readImageLibrary } from "@/lib/media/admin-queries";
import { createPopup } from "../actions";

export const metadata: Metadata = { title: "New popup" };

export default async function NewPopupPage() {
  await requireAdmin();
  return (
    <>
      <AdminPageHeader
        title="New popup"
        description="Write it, choose its pages and times, and check the preview before publishing."
      />
      <PopupEditor initial={EMPTY_POPUP} action={createPopup} mode="create" library={await readImageLibrary()} />
    </>
  );
}
