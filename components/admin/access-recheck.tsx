"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { recheckAdminAccess } from "@/lib/auth/actions";

/** a non-admin is re-checked once, in case the allowlist now lets them in; it also refreshes the session cookie. */
export function AccessRecheck() {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    recheckAdminAccess()
      .then(({ isAdmin }) => {
        if (isAdmin && !cancelled) router.replace("/admin");
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [router]);
  return null;
}
