import { connection } from "next/server";
import { createGuestExportHandler } from "@/features/guests/export-handler";
import { logAdminError } from "@/lib/actions/admin-action-core";
import { verifyPermission } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

const exportGuest = createGuestExportHandler({
  verify: () => verifyPermission("guests.export"),
  getDb,
  logError: logAdminError,
});

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  // Always per request: the build must not try to run the admin check.
  await connection();
  return exportGuest(request, (await params).id);
}
