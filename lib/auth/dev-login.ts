import type { Database } from "@/lib/db/client";
import { isAllowlisted } from "./allowlist";
import { normaliseEmail } from "./rules";

export interface DevLoginUser {
  id: string;
  email: string;
  name: string;
}

// Registered only where lib/env.ts allows AUTH_DEV_LOGIN, and still refuses non-allowlisted addresses.
export async function authorizeDevLogin(
  db: Database,
  credentials: Partial<Record<string, unknown>> | undefined,
): Promise<DevLoginUser | null> {
  const email = normaliseEmail(credentials?.email);
  if (!email) return null;
  if (!(await isAllowlisted(db, email))) return null;
  return { id: email, email, name: email };
}
