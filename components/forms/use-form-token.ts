"use client";

import { useState } from "react";

/** Older tokens are fetched again rather than sent: the server refuses them after a day. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

async function fetchToken(): Promise<string | null> {
  try {
    const res = await fetch("/api/form-token", { cache: "no-store" });
    if (!res.ok) return null;
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === "string" ? body.token : null;
  } catch {
    return null;
  }
}

/**
 * The form's token, fetched when the guest starts on the form (`preload`, on first focus) and
 * awaited when they send (`get`). A failed fetch gives null: the server then hands back a fresh
 * token with "please confirm", and the guest's words stay in the form.
 */
export function useFormToken() {
  const [slot] = useState(() => {
    let pending: { at: number; token: Promise<string | null> } | null = null;
    const get = (): Promise<string | null> => {
      if (!pending || Date.now() - pending.at > REFRESH_AFTER_MS) {
        const token = fetchToken();
        pending = { at: Date.now(), token };
        // A failure is not kept: the next attempt asks again.
        void token.then((t) => {
          if (t === null && pending?.token === token) pending = null;
        });
      }
      return pending.token;
    };
    return { get, preload: () => void get() };
  });
  return slot;
}
