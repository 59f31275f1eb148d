import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { FormState } from "@/lib/forms/form-state";

// Sealed (AES-256-GCM) so the carried answer can be neither read nor forged; split across cookies
// because a long message outgrows one.

export const RESULT_COOKIE_MAX_AGE_S = 120;
const CHUNK = 3800;
const MAX_CHUNKS = 4;

const keyFrom = (secret: string) => createHash("sha256").update(`form-result:${secret}`).digest();
export const resultCookieName = (form: string, index: number) => `enquiry-result-${form}.${index}`;

export function sealFormState(state: FormState, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export function openFormState(sealed: string, secret: string): FormState | null {
  try {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    const state = JSON.parse(json) as FormState;
    return typeof state?.status === "string" && typeof state.id === "string" ? state : null;
  } catch {
    return null;
  }
}

export function toCookieChunks(sealed: string): string[] | null {
  const chunks: string[] = [];
  for (let i = 0; i < sealed.length; i += CHUNK) chunks.push(sealed.slice(i, i + CHUNK));
  return chunks.length <= MAX_CHUNKS ? chunks : null;
}

export function fromCookieChunks(read: (name: string) => string | undefined, form: string): string | null {
  let sealed = "";
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const part = read(resultCookieName(form, i));
    if (part === undefined) break;
    sealed += part;
  }
  return sealed || null;
}

export const MAX_RESULT_CHUNKS = MAX_CHUNKS;

export function sealForCookies(state: FormState, secret: string): string[] {
  let candidate = state;
  for (let attempt = 0; attempt < 4; attempt++) {
    const chunks = toCookieChunks(sealFormState(candidate, secret));
    if (chunks) return chunks;
    const values = { ...(candidate.values ?? {}) };
    const longest = Object.keys(values).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0))[0];
    if (!longest) break;
    values[longest] = "";
    candidate = { ...candidate, values };
  }
  return (
    toCookieChunks(sealFormState({ status: candidate.status, id: candidate.id, notice: candidate.notice }, secret)) ??
    []
  );
}
