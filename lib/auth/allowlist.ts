import { eq, getTableName, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { adminUsers, staffPasskeys, staffPolicy } from "@/lib/db/schema";
import { isStaffRole, type StaffRole } from "./permissions";
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

export interface StaffRecord {
  id: string;
  role: StaffRole;
  passkeysRequired: boolean;
  /** The passkey this session was confirmed with still exists (an owner's reset removes it). */
  passkeyStillRegistered: boolean;
}

/** One read per request: the person's role, the owner's passkey rule, and whether the session's passkey is still theirs. */
export async function staffRecord(
  db: Database,
  email: unknown,
  passkeyCredentialId: string | null = null,
): Promise<StaffRecord | null> {
  const normalised = normaliseEmail(email);
  if (!normalised) return null;
  const [row] = await db
    .select({
      id: adminUsers.id,
      role: adminUsers.role,
      passkeysRequired: sql<boolean>`coalesce((select ${staffPolicy.passkeysRequired} from ${staffPolicy} where ${staffPolicy.id} = 1), false)`,
      // Spelled out with an alias: in a one-table select Drizzle leaves column names unqualified, and a
      // bare "id" inside the subquery would be the passkey's own id rather than the staff member's.
      passkeyStillRegistered: passkeyCredentialId
        ? sql<boolean>`exists (select 1 from ${staffPasskeys} sp where sp.admin_user_id = ${sql.raw(`"${getTableName(adminUsers)}"."id"`)} and sp.credential_id = ${passkeyCredentialId})`
        : sql<boolean>`false`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.email, normalised))
    .limit(1);
  if (!row || !isStaffRole(row.role)) return null;
  return {
    id: row.id,
    role: row.role,
    passkeysRequired: row.passkeysRequired === true,
    passkeyStillRegistered: row.passkeyStillRegistered === true,
  };
}
