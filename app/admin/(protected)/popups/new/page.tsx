import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { EMPTY_POPUP, PopupEditor } from "@/features/popups/admin/popup-editor";
import { requireAdmin } from "@/lib/auth/admin";
import { readImageLibrary } from "@/features/media/admin-queries";
import { createPopup } from "@/features/popups/actions";

export const metadata: Metadata = { title: "New popup" };

export default async function NewPopupPage() {
  await requireAdmin("content.edit");
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
