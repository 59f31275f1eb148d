import "server-only";
import { headers } from "next/headers";
import { recordPasskeyStep } from "@/lib/auth/passkey-session";
import { env } from "@/lib/env";
import type { PasskeyDeps } from "./changes";
import { relyingPartyFor } from "./relying-party";

export const passkeyServerDeps: PasskeyDeps = {
  // A server action's Origin header, which Next has already checked against the host.
  relyingParty: async () => relyingPartyFor((await headers()).get("origin"), env().SITE_URL),
  recordStep: recordPasskeyStep,
  now: () => new Date(),
};
