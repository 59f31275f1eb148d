import { connection } from "next/server";
import { verifyPermission } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { createExportHandler } from "@/features/enquiries/export-handler";

const exportEnquiries = createExportHandler({
  verify: () => verifyPermission("guests.export"),
  getDb,
  logError: (message, err) => console.error(message, err),
});

export async function GET(request: Request): Promise<Response> {
  // Always per request: the build must not try to run the admin check (and log its refusal).
  await connection();
  return exportEnquiries(request);
}
