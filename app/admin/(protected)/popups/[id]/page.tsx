import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { RecordNotFound } from "@/components/admin/detail-page";
import { recordIdParam } from "@/components/admin/record-id";
import { PopupEditor } from "@/features/popups/admin/popup-editor";
import { readPopupForm } from "@/features/popups/changes";
import { requireAdmin } from "@/lib/auth/admin";
import { readImageLibrary } from "@/features/media/admin-queries";
import { getDb } from "@/lib/db";
import { updatePopup } from "@/features/popups/actions";

export const metadata: Metadata = { title: "Edit popup" };

export default async function EditPopupPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin("content.edit");
  const id = await recordIdParam(params);
  const db = await getDb();
  const [popup, library] = await Promise.all([id ? readPopupForm(db, id) : null, readImageLibrary(db)]);
  if (!popup)
    return <RecordNotFound back={{ href: "/admin/popups", label: "Back to popups" }} title="Popup not found" />;
  return (
    <>
      <AdminPageHeader
        title="Edit popup"
        description={`“${popup.headline}”: changes show on the website as soon as you save.`}
      />
      <PopupEditor initial={popup} action={updatePopup} mode="edit" library={library} />
    </>
  );
}
