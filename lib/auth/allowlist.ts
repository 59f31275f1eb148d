import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { adminUsers } from "@/lib/db/schema";
import { normaliseEmail } from "./rules";

export async function isAllowlisted(db: Database, email: unknown): Promise<boolean> {
  const normalised = normaliseEmail(email);
  if (!normalised) return false;
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, normalised))
    .limit(1);
  return row !== undefined;
}
