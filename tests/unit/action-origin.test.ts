import { describe, expect, it } from "vitest";
import { decodesAsPath, isCrossSiteActionPost, isReadableActionBody } from "@/lib/security/action-origin";

const h = (values: Record<string, string>) => new Headers(values);

describe("server-action origin", () => {
  it("accepts a post from the site's own pages", () => {
    expect(isCrossSiteActionPost(h({ origin: "https://47restaurant.co.uk", host: "47restaurant.co.uk" }))).toBe(false);
    expect(isCrossSiteActionPost(h({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }))).toBe(false);
    // Behind a proxy the forwarded host is the site's; its first entry counts, as in Next.
    expect(
      isCrossSiteActionPost(
        h({
          origin: "https://47restaurant.co.uk",
          host: "10.0.0.5:3000",
          "x-forwarded-host": "47restaurant.co.uk, proxy.internal",
        }),
      ),
    ).toBe(false);
  });

  it("refuses another site, another port, a sandboxed frame and a malformed Origin", () => {
    expect(isCrossSiteActionPost(h({ origin: "https://evil.example", host: "47restaurant.co.uk" }))).toBe(true);
    expect(isCrossSiteActionPost(h({ origin: "http://127.0.0.1:9999", host: "127.0.0.1:3100" }))).toBe(true);
    expect(isCrossSiteActionPost(h({ origin: "null", host: "47restaurant.co.uk" }))).toBe(true);
    expect(isCrossSiteActionPost(h({ origin: "::::", host: "47restaurant.co.uk" }))).toBe(true);
    expect(isCrossSiteActionPost(h({ origin: "https://47restaurant.co.uk" }))).toBe(true);
  });

  it("leaves a post without Origin to Next (old browsers send none)", () => {
    expect(isCrossSiteActionPost(h({ host: "47restaurant.co.uk" }))).toBe(false);
  });
});

describe("server-action body", () => {
  const post = (body: string, type = "text/plain;charset=UTF-8") =>
    new Request("http://127.0.0.1/contact", { method: "POST", body, headers: { "content-type": type } });
  const form = (fields: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    return new Request("http://127.0.0.1/contact", { method: "POST", body: fd });
  };
  const expectReadable = async (readable: boolean, bodies: string[]) => {
    for (const body of bodies) expect(await isReadableActionBody(post(body)), body).toBe(readable);
  };

  it("accepts what the site's own pages send: JSON arguments (with dates, undefined, escaped $) or a form", async () => {
    await expectReadable(true, [
      '["x"]',
      "[]",
      '[{"id":"a","sortIndex":2}]',
      '["$D2026-01-01T00:00:00.000Z","$undefined","$$5 off","$n12","$-0"]',
      '{"0":1}',
    ]);
    // A form as the site's script sends one: the arguments in "0", the FormData argument's fields ("_1_…") after.
    expect(
      await isReadableActionBody(form({ "0": JSON.stringify([{ status: "idle" }, "$K1"]), _1_name: "Ayesha" })),
    ).toBe(true);
    expect(await isReadableActionBody(form({ "0": JSON.stringify(["$Q2"]), "2": "[]" }))).toBe(true);
  });

  it("refuses a form without its arguments, with arguments that are not a list, or pointing at a missing part", async () => {
    expect(await isReadableActionBody(form({ name: "x" }))).toBe(false);
    expect(await isReadableActionBody(form({ "0": "5" }))).toBe(false);
    expect(await isReadableActionBody(form({ "0": "not json" }))).toBe(false);
    expect(await isReadableActionBody(form({ "0": '["$Q2"]' }))).toBe(false);
    expect(await isReadableActionBody(post("name=x", "application/x-www-form-urlencoded"))).toBe(false);
  });

  it("refuses what Next would fail on with a 500: not JSON, no body, a bare value, a reference to a part there is none of, a broken form", async () => {
    await expectReadable(false, [
      "not json",
      "",
      "5",
      "null",
      '"$Q1"',
      '["$Q1"]',
      '[1,"$W1"]',
      '["$F1"]',
      '["$B1"]',
      '["$i1"]',
      '["$1"]',
      '["$Z"]',
      '[{"a":{"b":"$S1"}}]',
    ]);
    expect(await isReadableActionBody(post("garbage", "multipart/form-data; boundary=zz"))).toBe(false);
  });
});

describe("path escapes", () => {
  it("decode or not", () => {
    expect(decodesAsPath("/media/gallery/a%20b.webp")).toBe(true);
    expect(decodesAsPath("/media/%E0%A4%A")).toBe(false);
    expect(decodesAsPath("/api/enquiries/%")).toBe(false);
  });
});
