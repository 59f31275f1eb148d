import type { Metadata } from "next";
import { changeEnquiryStatus, deleteEnquiry, saveEnquiryNote, sendEnquiryEmail } from "@/features/enquiries/actions";
import { EnquiryDetail } from "@/features/enquiries/admin/enquiry-detail";
import { retryOutboxEmail } from "@/features/outbox/actions";
import type { DetailPageProps } from "@/lib/admin/list-page";
import { requireAdmin } from "@/lib/auth/admin";
import { roleMay } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Enquiry" };

export default async function EnquiryPage({ params, searchParams }: DetailPageProps) {
  const staff = await requireAdmin("guests.read");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <EnquiryDetail
      id={id}
      query={query}
      actions={{
        send: sendEnquiryEmail,
        changeStatus: changeEnquiryStatus,
        saveNote: saveEnquiryNote,
        erase: roleMay(staff.role, "guests.erase") ? deleteEnquiry : null,
        retry: retryOutboxEmail,
      }}
    />
  );
}
