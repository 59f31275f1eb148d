"use server";

import { adminActions } from "@/lib/actions/admin-action";
import { passkeyActions } from "@/features/passkeys/changes";
import { passkeyServerDeps } from "@/features/passkeys/server-deps";

export const {
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  passkeyAuthenticationOptions,
  confirmPasskey,
} = adminActions(passkeyActions(passkeyServerDeps));
