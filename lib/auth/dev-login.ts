import type { Database } from "@/lib/db/client";
import { isAllowlisted } from "./allowlist";
import { normaliseEmail } from "./rules";

export interface DevLoginUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The password-less local sign-in (AUTH_DEV_LOGIN): whoever types an allowlisted e-mail is
 * that admin. Only ever registered where lib/env.ts allows the flag (never a public deployment),
 * and it still refuses any address that is not on the allowlist.
 */
export async function authorizeDevLogin(db: Database, credentials: Partial<Record<string, unknown>> | undefined): Promise<DevLoginUser | null> {
  const email = normaliseEmail(credentials?.email);
  if (!email) return null;
  if (!(await isAllowlisted(db, email))) return null;
  return { id: email, email, name: email };
}
