import { describe, expect, it } from "vitest";
import { readLimitedFormData } from "@/lib/security/limited-form-data";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/enquiries/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

/** A body with no declared length, sent in `count` chunks of `size` bytes. */
function chunked(count: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ === count) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

describe("a posted form with a size limit", () => {
  it("reads a form within the limit, url-encoded or multipart", async () => {
    const encoded = await readLimitedFormData(
      post("name=Ayesha&email=a%40example.com", { "content-type": "application/x-www-form-urlencoded" }),
      1000,
    );
    expect(encoded.ok && encoded.formData.get("email")).toBe("a@example.com");
    const fd = new FormData();
    fd.set("message", "A table by the window");
    const multipart = await readLimitedFormData(post(fd), 1000);
    expect(multipart.ok && multipart.formData.get("message")).toBe("A table by the window");
  });

  it("refuses a declared or an undeclared body over the limit with 413", async () => {
    expect(
      await readLimitedFormData(post("x".repeat(2000), { "content-type": "application/x-www-form-urlencoded" }), 1000),
    ).toEqual({ ok: false, status: 413 });
    expect(
      await readLimitedFormData(post(chunked(50, 100), { "content-type": "application/x-www-form-urlencoded" }), 1000),
    ).toEqual({ ok: false, status: 413 });
  });

  it("reads a body that is not a form as an empty form", async () => {
    const json = await readLimitedFormData(post('{"name":"x"}', { "content-type": "application/json" }), 1000);
    expect(json.ok && [...json.formData.keys()]).toEqual([]);
    const broken = await readLimitedFormData(
      post("--x\r\nnot multipart", { "content-type": "multipart/form-data; boundary=zzz" }),
      1000,
    );
    expect(broken.ok && [...broken.formData.keys()]).toEqual([]);
  });
});
