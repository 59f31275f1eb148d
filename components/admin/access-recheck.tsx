"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { recheckAdminAccess } from "@/lib/auth/actions";

/**
 * SPEC §4: a signed-in user who is not an admin is re-checked once. If the allowlist now lets
 * them in (added since they signed in), go to the admin area; the re-check also refreshes the
 * session cookie so the edge gate agrees.
 */
export function AccessRecheck() {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    recheckAdminAccess()
      .then(({ isAdmin }) => {
        if (isAdmin && !cancelled) router.replace("/admin");
      })
      .catch(() => {
        // Treated as not admin: the page already says so.
      });
    return () => {
      cancelled = true;
    };
  }, [router]);
  return null;
}
