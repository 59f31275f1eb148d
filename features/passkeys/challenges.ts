import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { staffPasskeyChallenges } from "@/lib/db/schema";

export type CeremonyPurpose = "register" | "authenticate";

/** How long a browser has to answer a passkey request: the ceremony's own timeout, with room to spare. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** What the browser is told to allow for the person to touch their authenticator. */
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/** Keeps `challenge` as the one a person's next answer must sign, replacing any earlier one. */
export async function storeChallenge(
  db: Database,
  adminUserId: string,
  purpose: CeremonyPurpose,
  challenge: string,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await db
    .insert(staffPasskeyChallenges)
    .values({ adminUserId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({ target: staffPasskeyChallenges.adminUserId, set: { purpose, challenge, expiresAt } });
}

/**
 * Takes the person's challenge away and returns it when it is for `purpose` and still fresh. Taken
 * whatever the outcome: an answer, right or wrong, is the only one that challenge ever gets.
 */
export async function takeChallenge(
  db: Database,
  adminUserId: string,
  purpose: CeremonyPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(eq(staffPasskeyChallenges.adminUserId, adminUserId))
    .returning();
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.challenge;
}
