"use client";

import { useState } from "react";
import type { EnquiryFormType } from "@/lib/forms/messages";

const RENEW_AFTER_MS = 60 * 60 * 1000;

async function fetchToken(form: EnquiryFormType, renew: string | null): Promise<string | null> {
  try {
    const query = new URLSearchParams({ form });
    if (renew) query.set("renew", renew);
    const res = await fetch(`/api/form-token?${query}`, { cache: "no-store" });
    if (!res.ok) return null;
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === "string" ? body.token : null;
  } catch {
    return null;
  }
}

// Renewed after an hour, keeping the start time: no stale token, and a long break never counts as too fast.
export function useFormToken(form: EnquiryFormType) {
  const [slot] = useState(() => {
    let pending: { at: number; token: Promise<string | null> } | null = null;
    let last: string | null = null;
    const get = (): Promise<string | null> => {
      if (!pending || Date.now() - pending.at > RENEW_AFTER_MS) {
        const token = fetchToken(form, last);
        pending = { at: Date.now(), token };
        void token.then((t) => {
          if (t !== null) last = t;
          else if (pending?.token === token) pending = null;
        });
      }
      return pending.token;
    };
    return { get, preload: () => void get() };
  });
  return slot;
}
