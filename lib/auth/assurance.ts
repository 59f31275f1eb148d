// No Node-only imports: the edge-safe Auth.js config builds the session with it.

/** The sign-in methods a session has passed (its `amr`) and its assurance level (`aal`). */
export function sessionAssurance(firstFactor: unknown, passkeyCredentialId: unknown): { aal: 1 | 2; amr: string[] } {
  const first = typeof firstFactor === "string" && firstFactor !== "" ? firstFactor : "google";
  return typeof passkeyCredentialId === "string" && passkeyCredentialId !== ""
    ? { aal: 2, amr: [first, "passkey"] }
    : { aal: 1, amr: [first] };
}
