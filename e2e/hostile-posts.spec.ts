import { expect, test, type APIRequestContext } from "@playwright/test";
import { storedEnquiries } from "./support/forms";
import { serverActionId } from "./support/server-actions";
import { scaled } from "./support/time";
import { seededRandom } from "../lib/random/seeded";

const FORMS = [
  { type: "newsletter", page: "/", action: "subscribeNewsletter" },
  { type: "contact", page: "/contact", action: "sendContactMessage" },
  { type: "reservation", page: "/reservations", action: "requestReservation" },
  { type: "event", page: "/events", action: "sendEventEnquiry" },
] as const;

const FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "date",
  "time",
  "guests",
  "notes",
  "eventType",
  "preferredDate",
  "serviceStyle",
];
const LIMITS = { name: 120, email: 254, phone: 32, message: 4000 };
const FUZZ_EMAIL = "fuzz@example.com";

function origin(baseURL: string | undefined) {
  return new URL(baseURL ?? "http://127.0.0.1:3100").origin;
}

function random(seed: number) {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { int, pick };
}

const NASTY = [
  "",
  " ",
  "\u0000",
  "A\u0000B",
  "%",
  "%E0%A4%A",
  "$Q1",
  "$$",
  "<script>alert(1)</script>",
  "=1+1",
  "9999-12-31",
  "-1",
  "1e309",
  "NaN",
  "🙂".repeat(50),
  "\r\n\r\n",
  "a".repeat(5000),
  "x@y",
  FUZZ_EMAIL,
];

async function formToken(api: APIRequestContext, form: string): Promise<string> {
  const res = await api.get(`/api/form-token?form=${form}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.describe("hostile posts", () => {
  test.setTimeout(scaled(180_000));

  test("a server action posted from another site is refused with 403, on a public page and in the admin", async ({
    request,
    baseURL,
  }) => {
    const id = serverActionId("sendContactMessage", "features/enquiries/actions");
    for (const path of ["/contact", "/admin/menu"]) {
      const res = await request.post(path, {
        headers: { "Next-Action": id, Origin: "https://evil.example", "Content-Type": "text/plain;charset=UTF-8" },
        data: "[]",
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(403);
    }
    const ok = await request.post("/contact", {
      headers: { "Next-Action": id, Origin: origin(baseURL), "Content-Type": "text/plain;charset=UTF-8" },
      data: '["x"]',
    });
    expect(ok.status()).toBe(200);
  });

  test("the no-JavaScript route refuses another site's form with 403 and a body over 2 MB with 413", async ({
    request,
  }) => {
    const crossSite = await request.post("/api/enquiries/contact", {
      headers: { Origin: "https://evil.example" },
      form: { name: "x" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const huge = await request.post("/api/enquiries/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `message=${"a".repeat(3 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
  });

  test("a % escape that does not decode is a 400 with the security headers", async ({ request }) => {
    for (const path of ["/media/%E0%A4%A", "/api/enquiries/%E0%A4%A", "/hero/%ZZ"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("a few hundred random posts to every public form: no 5xx, nothing oversized stored", async ({
    request,
    baseURL,
  }) => {
    const rnd = random(47);
    const site = origin(baseURL);
    const failures: string[] = [];
    let token = "";
    const value = () => (rnd.int(3) === 0 ? rnd.pick(NASTY) : "x".repeat(rnd.int(300)));
    const fields = (withToken: boolean) => {
      const out: Record<string, string> = {};
      for (const f of FIELDS) if (rnd.int(2)) out[f] = value();
      out.email = rnd.int(2) ? FUZZ_EMAIL : value();
      if (withToken) out._formToken = token;
      if (rnd.int(4) === 0) out.website = value();
      return out;
    };

    for (const form of FORMS) {
      token = await formToken(request, form.type);
      const id = serverActionId(form.action, "features/");
      for (let i = 0; i < 60; i++) {
        const kind = rnd.int(5);
        const headers: Record<string, string> = {
          "Next-Action": id,
          Origin: site,
          "X-Forwarded-For": `198.51.100.${rnd.int(250)}`,
        };
        let res;
        if (kind === 0) {
          const multipart = new FormData();
          for (const [k, v] of Object.entries(fields(true))) multipart.append(`_1_${k}`, v);
          multipart.append("0", JSON.stringify([{}, "$K1"]));
          res = await request.post(form.page, { headers, multipart });
        } else if (kind === 1) {
          res = await request.post(form.page, {
            headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
            data: JSON.stringify([value(), fields(true)]),
          });
        } else if (kind === 2) {
          res = await request.post(form.page, {
            headers: {
              ...headers,
              "Content-Type": rnd.pick([
                "text/plain",
                "application/json",
                "multipart/form-data; boundary=x",
                "application/x-www-form-urlencoded",
                "application/octet-stream",
              ]),
            },
            data: value(),
          });
        } else if (kind === 3) {
          res = await request.post(`/api/enquiries/${form.type}`, {
            headers: { Origin: site },
            form: fields(rnd.int(2) === 0),
            maxRedirects: 0,
          });
        } else {
          res = await request.post(`/api/enquiries/${form.type}`, {
            headers: {
              Origin: site,
              "Content-Type": rnd.pick([
                "text/plain",
                "multipart/form-data; boundary=q",
                "application/x-www-form-urlencoded",
              ]),
            },
            data: value(),
            maxRedirects: 0,
          });
        }
        if (res.status() >= 500) failures.push(`${form.type} kind ${kind} #${i}: ${res.status()}`);
      }
    }
    expect(failures).toEqual([]);

    for (const row of await storedEnquiries(request, FUZZ_EMAIL)) {
      expect(row.name.length).toBeLessThanOrEqual(LIMITS.name);
      expect((row.phone ?? "").length).toBeLessThanOrEqual(LIMITS.phone);
      expect((row.message ?? "").length).toBeLessThanOrEqual(LIMITS.message);
      expect(row.name).not.toContain("\u0000");
    }
  });

  test("a form token works only for its own form, and the token service knows only the site's forms", async ({
    request,
    baseURL,
  }) => {
    expect((await request.get("/api/form-token")).status()).toBe(400);
    expect((await request.get("/api/form-token?form=admin")).status()).toBe(400);
    const newsletterToken = await formToken(request, "newsletter");
    const id = serverActionId("sendContactMessage", "features/enquiries/actions");
    const multipart = new FormData();
    for (const [k, v] of Object.entries({
      name: "Ayesha",
      email: "token-swap@example.com",
      message: "Hello",
      _formToken: newsletterToken,
    }))
      multipart.append(`_1_${k}`, v);
    multipart.append("0", JSON.stringify([{}, "$K1"]));
    const res = await request.post("/contact", {
      headers: { "Next-Action": id, Origin: origin(baseURL), "X-Forwarded-For": "198.51.100.201" },
      multipart,
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("Please confirm your request");
    expect(await storedEnquiries(request, "token-swap@example.com")).toEqual([]);
  });
});
