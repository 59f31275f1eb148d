import { Suspense } from "react";
import { AdminShell } from "@/features/dashboard/admin/admin-shell";
import { VerifyingAccess } from "@/components/admin/verifying-access";
import { requireAdmin } from "@/lib/auth/admin";
import { roleMay } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db";
import { countNewEnquiries } from "@/features/enquiries/inbox-queries";

/** The admin check sits inside <Suspense>: nothing but "Verifying access..." is sent before requireAdmin() says yes. */
export default function ProtectedAdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<VerifyingAccess className="min-h-dvh" />}>
      <GuardedShell>{children}</GuardedShell>
    </Suspense>
  );
}

async function GuardedShell({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin("dashboard.view");
  const badges: Record<string, number> = roleMay(admin.role, "guests.read")
    ? { "/admin/enquiries": await newEnquiryCount() }
    : {};
  return (
    <AdminShell email={admin.email} role={admin.role} badges={badges}>
      {children}
    </AdminShell>
  );
}

async function newEnquiryCount(): Promise<number> {
  try {
    return await countNewEnquiries(await getDb());
  } catch (err) {
    console.error("[admin] could not count new enquiries", err);
    return 0;
  }
}
