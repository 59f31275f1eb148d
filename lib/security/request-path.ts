// No Node-only imports: the middleware sets these headers, the 404 page reads them.

export const REQUEST_PATH_HEADER = "x-request-path";
export const REQUEST_PATH_PROOF_HEADER = "x-request-path-proof";

let proof: { secret: string; value: Promise<string> } | undefined;

/** Only the server knows it, so a path header a client sends along is never taken for the real one. */
export function requestPathProof(secret: string): Promise<string> {
  if (proof?.secret !== secret) {
    const value = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(`request-path:${secret}`))
      .then((digest) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join(""));
    proof = { secret, value };
  }
  return proof.value;
}

/** The path the middleware saw, or null when the headers did not come from it. */
export async function provenRequestPath(headers: Pick<Headers, "get">, secret: string): Promise<string | null> {
  const path = headers.get(REQUEST_PATH_HEADER);
  const given = headers.get(REQUEST_PATH_PROOF_HEADER);
  if (!path || !given) return null;
  return given === (await requestPathProof(secret)) ? path : null;
}
