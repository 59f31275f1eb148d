import "server-only";
import { env } from "@/lib/env";
import { auth, updateSession } from "./index";
import { normaliseEmail } from "./rules";
import { secondFactorProof } from "./second-factor";

/**
 * Records on this session that it passed the passkey step with `credentialId`. Only server code
 * that has just verified that passkey may call it: it is deliberately not a server action.
 * Resolves to whether the session now carries it.
 */
export async function recordPasskeyStep(credentialId: string): Promise<boolean> {
  const session = await auth();
  const email = normaliseEmail(session?.user?.email);
  const signedInAt = session?.user?.signedInAt;
  if (!email || typeof signedInAt !== "number") return false;
  const proof = secondFactorProof(env().authSecret, { email, signedInAt, credentialId, at: Date.now() });
  // The jwt callback (lib/auth/index.ts) reads the proof from the update's data, not a session field.
  const updated = await updateSession({ secondFactorProof: proof } as Parameters<typeof updateSession>[0]);
  return updated?.user?.passkeyCredentialId === credentialId;
}
