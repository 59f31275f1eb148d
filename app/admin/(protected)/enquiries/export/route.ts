import { verifyAdmin } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { createExportHandler } from "@/lib/enquiries/export-handler";

export const GET = createExportHandler({ verify: verifyAdmin, getDb, logError: (message, err) => console.error(message, err) });
