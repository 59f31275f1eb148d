import { createHmac, timingSafeEqual } from "node:crypto";

// Auth.js hands the session's `update` data to the jwt callback whether the server or the browser
// sent it (POST /api/auth/session), so the passkey step reaches the token only as a value signed
// with the server's secret, bound to this session and good for two minutes.

const PROOF_LIFETIME_MS = 2 * 60 * 1000;

export interface SecondFactorClaim {
  email: string;
  signedInAt: number;
  credentialId: string;
  at: number;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`second-factor:${payload}`).digest("base64url");

export function secondFactorProof(secret: string, claim: SecondFactorClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The passkey the proof names, when it is genuine, fresh and for this session; otherwise null. */
export function acceptSecondFactorProof(
  secret: string,
  proof: unknown,
  session: { email: unknown; signedInAt: unknown },
  now: number,
): string | null {
  if (typeof proof !== "string") return null;
  const [payload, mac, ...rest] = proof.split(".");
  if (!payload || !mac || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claim: Partial<SecondFactorClaim>;
  try {
    claim = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<SecondFactorClaim>;
  } catch {
    return null;
  }
  if (claim.email !== session.email || claim.signedInAt !== session.signedInAt) return null;
  if (typeof claim.at !== "number" || claim.at > now + 5_000 || now - claim.at > PROOF_LIFETIME_MS) return null;
  return typeof claim.credentialId === "string" && claim.credentialId !== "" ? claim.credentialId : null;
}
