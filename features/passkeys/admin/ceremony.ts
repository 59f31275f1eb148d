"use client";

import {
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import type { ActionResult } from "@/lib/actions/admin-action-core";
import { NOTHING_CHANGED } from "@/components/admin/use-admin-submit";
import type { PasskeyCheck } from "@/features/passkeys/changes";
import { PASSKEY_MESSAGES, type PasskeyOptionsInput } from "@/features/passkeys/schema";

type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** The browser's refusal in words: a cancel, a timeout and "no passkey here" all look alike to the page. */
function browserRefusal(err: unknown): string {
  if (err instanceof WebAuthnError && err.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return PASSKEY_MESSAGES.duplicate;
  }
  const name = err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_MESSAGES.cancelled;
  if (err instanceof WebAuthnError && err.code === "ERROR_CEREMONY_ABORTED") return PASSKEY_MESSAGES.cancelled;
  return PASSKEY_MESSAGES.notVerified;
}

/** The server's options, the browser's ceremony, then the server's check of the answer: one outcome. */
async function ceremony<O, R, T>(
  options: () => Promise<ActionResult<O>>,
  browser: (options: O) => Promise<R>,
  verify: (response: R) => Promise<ActionResult<PasskeyCheck<T>>>,
): Promise<Outcome<T>> {
  if (!browserSupportsWebAuthn()) return { ok: false, error: PASSKEY_MESSAGES.unsupported };
  const asked = await options().catch(() => null);
  if (!asked) return { ok: false, error: NOTHING_CHANGED };
  if (!asked.ok) return { ok: false, error: asked.error };
  let response: R;
  try {
    response = await browser(asked.data);
  } catch (err) {
    return { ok: false, error: browserRefusal(err) };
  }
  const checked = await verify(response).catch(() => null);
  if (!checked) return { ok: false, error: NOTHING_CHANGED };
  if (!checked.ok) return { ok: false, error: checked.error };
  if (!checked.data.verified) return { ok: false, error: checked.data.error };
  return { ok: true, data: checked.data };
}

export type RegistrationOptionsAction = (
  input: PasskeyOptionsInput,
) => Promise<ActionResult<Parameters<typeof startRegistration>[0]>>;
export type RegisterAction<T> = (input: {
  label: string;
  response: Awaited<ReturnType<typeof startRegistration>>;
}) => Promise<ActionResult<PasskeyCheck<T>>>;
export type AuthenticationOptionsAction = (
  input: PasskeyOptionsInput,
) => Promise<ActionResult<Parameters<typeof startAuthentication>[0]>>;
export type ConfirmAction<T> = (input: {
  response: Awaited<ReturnType<typeof startAuthentication>>;
}) => Promise<ActionResult<PasskeyCheck<T>>>;

export function registerWithBrowser<T>(label: string, options: RegistrationOptionsAction, register: RegisterAction<T>) {
  return ceremony(
    () => options({}),
    startRegistration,
    (response) => register({ label, response }),
  );
}

export function confirmWithBrowser<T>(options: AuthenticationOptionsAction, confirm: ConfirmAction<T>) {
  return ceremony(
    () => options({}),
    (o) => startAuthentication(o),
    (response) => confirm({ response }),
  );
}
