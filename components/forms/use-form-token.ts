"use client";

import { useState } from "react";
import type { EnquiryFormType } from "@/lib/forms/messages";

/** The server accepts a token for two hours from issue; it is renewed well before that. */
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

/**
 * The form's token, fetched when the guest starts on the form (`preload`, on first focus) and
 * awaited when they send (`get`). One older than an hour is renewed, keeping the time the guest
 * began, so a guest back from a long break neither sends a stale token nor counts as too fast. A
 * failed fetch gives null: the server then hands back a token with "please confirm", and the
 * guest's words stay in the form.
 */
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
          // A failure is not kept: the next attempt asks again.
          else if (pending?.token === token) pending = null;
        });
      }
      return pending.token;
    };
    return { get, preload: () => void get() };
  });
  return slot;
}
