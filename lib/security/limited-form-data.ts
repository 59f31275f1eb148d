/** The same ceiling as the server actions' `bodySizeLimit` in next.config.ts. */
export const MAX_FORM_BYTES = 2 * 1024 * 1024;

export type LimitedFormData = { ok: true; formData: FormData } | { ok: false; status: 413 };

export async function readLimitedFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<LimitedFormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const contentType = request.headers.get("content-type") ?? "";
    return { ok: true, formData: await new Response(body, { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { ok: true, formData: new FormData() };
  }
}
