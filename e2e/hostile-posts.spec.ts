import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storedEnquiries, uniqueEmail } from "./support/forms";
import { waitForMail } from "./support/mail";
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

  async function postContact(
    request: APIRequestContext,
    baseURL: string | undefined,
    values: Record<string, string>,
    opts: { token?: string; client: string },
  ) {
    const id = serverActionId("sendContactMessage", "features/enquiries/actions");
    const multipart = new FormData();
    for (const [k, v] of Object.entries({ ...values, _formToken: opts.token ?? (await formToken(request, "contact")) }))
      multipart.append(`_1_${k}`, v);
    multipart.append("0", JSON.stringify([{}, "$K1"]));
    const res = await request.post("/contact", {
      headers: { "Next-Action": id, Origin: origin(baseURL), "X-Forwarded-For": opts.client },
      multipart,
    });
    expect(res.status()).toBe(200);
    return res.text();
  }

  test("a form token is spent by the message it sent: sent again, it is refused and nothing more is stored", async ({
    request,
    baseURL,
  }) => {
    const token = await formToken(request, "contact");
    const guest = { name: "Ayesha", email: uniqueEmail("single-use"), message: "Hello" };
    expect(await postContact(request, baseURL, guest, { token, client: "198.51.100.210" })).toContain("Message sent!");
    for (let i = 0; i < 2; i++) {
      const replay = await postContact(request, baseURL, guest, { token, client: `198.51.100.${211 + i}` });
      expect(replay).toContain("Please confirm your request");
    }
    expect(await storedEnquiries(request, guest.email)).toHaveLength(1);
  });

  test("one client sending again and again runs out of its own address's share; the next guest is still heard", async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("flood");
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await postContact(request, baseURL, { name: "Flood", email, message: "x" }, { client: `203.0.113.${100 + i}` }),
      );
    expect(answers.filter((a) => a.includes("Message sent!"))).toHaveLength(5);
    expect(answers[5]).toContain("Thank you for your patience");
    const neighbour = uniqueEmail("neighbour");
    expect(
      await postContact(
        request,
        baseURL,
        { name: "Neighbour", email: neighbour, message: "x" },
        { client: "203.0.113.120" },
      ),
    ).toContain("Message sent!");
  });

  test("the acknowledgement to a typed address repeats at most 40 characters of the name and no link", async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("stranger");
    const name = "Your account is locked, see https://evil.example/reset and act now please";
    expect(await postContact(request, baseURL, { name, email, message: "x" }, { client: "203.0.113.140" })).toContain(
      "Message sent!",
    );
    const [mail] = await waitForMail(request, email);
    expect(mail!.text).toContain("Dear Your account is locked, see and act now,");
    expect(mail!.text + mail!.html).not.toContain("evil.example");
  });

  test("TRACE on any route is a 405, never a 500", async ({ request }) => {
    for (const path of [
      "/",
      "/menu",
      "/reservations",
      "/admin",
      "/admin/auth",
      "/api/form-token?form=contact",
      "/no-such-page",
    ]) {
      const res = await request.fetch(path, { method: "TRACE", maxRedirects: 0 });
      expect(res.status(), path).toBe(405);
      expect(res.headers()["allow"], path).toBe("GET, HEAD, POST");
    }
  });

  test("an unreadable router state with RSC: 1 is a 400; a real navigation still works", async ({ request }) => {
    for (const tree of ["%5B%22x", "not-json", encodeURIComponent('{"a":1}'), "%E0%A4%A"]) {
      const res = await request.get("/menu", { headers: { RSC: "1", "Next-Router-State-Tree": tree } });
      expect(res.status(), tree).toBe(400);
    }
    const ok = await request.get("/menu", {
      headers: {
        RSC: "1",
        "Next-Router-State-Tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }])),
      },
    });
    expect(ok.status()).toBe(200);
  });

  test("an action body over 2 MB is a 413 on a public page and in the admin", async ({ request, baseURL }) => {
    const id = serverActionId("sendContactMessage", "features/enquiries/actions");
    for (const path of ["/contact", "/admin/menu"]) {
      const res = await request.post(path, {
        headers: { "Next-Action": id, Origin: origin(baseURL), "Content-Type": "text/plain;charset=UTF-8" },
        data: JSON.stringify(["a".repeat(3 * 1024 * 1024)]),
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(413);
    }
  });

  test("an action named in a form field instead of the header gets the same origin and size checks: 403 and 413", async ({
    request,
  }) => {
    const id = serverActionId("sendContactMessage", "features/enquiries/actions");
    const crossSite = new FormData();
    crossSite.append(`$ACTION_ID_${id}`, "");
    crossSite.append("name", "x");
    for (const path of ["/contact", "/admin/menu"]) {
      const res = await request.post(path, {
        headers: { Origin: "https://evil.example" },
        multipart: crossSite,
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(403);
    }
    const huge = new FormData();
    huge.append(`$ACTION_ID_${id}`, "");
    huge.append("message", "a".repeat(3 * 1024 * 1024));
    const res = await request.post("/contact", { multipart: huge, maxRedirects: 0 });
    expect(res.status()).toBe(413);
  });

  test("sign-out behind a forged X-Forwarded-Host redirects only to the site's own origin", async ({
    request,
    baseURL,
  }) => {
    const forged = { "X-Forwarded-Host": "evil.example" };
    const csrf = await request.get("/api/auth/csrf", { headers: forged });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await request.post("/api/auth/signout", {
      headers: forged,
      form: { csrfToken, callbackUrl: "https://evil.example/phish" },
      maxRedirects: 0,
    });
    const location = res.headers()["location"] ?? ((await res.json().catch(() => ({}))) as { url?: string }).url ?? "";
    expect(location).not.toContain("evil.example");
    expect(new URL(location, baseURL).origin).toBe(origin(baseURL));
  });

  test("the server log: one short line per bad session cookie, the real missing path, no forged lines", async ({
    request,
  }) => {
    const logFile = process.env.E2E_SERVER_LOG;
    test.skip(!logFile, "the server log is written only when Playwright starts the server");
    const before = readFileSync(logFile!, "utf8").length;
    for (let i = 0; i < 5; i++)
      await request.get("/admin", { headers: { Cookie: `authjs.session-token=not-a-session-${i}` }, maxRedirects: 0 });
    await request.get("/no-such-page-for-the-log", { headers: { "x-request-path": "/forged-path" } });
    await request.get("/admin/auth?callbackUrl=%2F%0D%0A%5Bforged%5D%20line&error=Configuration");
    await expect.poll(() => readFileSync(logFile!, "utf8").slice(before)).toContain("[404] /no-such-page-for-the-log");
    const written = readFileSync(logFile!, "utf8").slice(before);
    const lines = written.split("\n").filter(Boolean);
    expect(lines.filter((l) => l.startsWith("[auth]")).length).toBeLessThanOrEqual(5);
    expect(lines.filter((l) => /^\s+at /.test(l))).toEqual([]);
    expect(written).not.toContain("/forged-path");
    expect(lines.filter((l) => l.startsWith("[forged]"))).toEqual([]);
  });

  test("sign-in attempts are limited per client: past its share, staff read why and what to do", async ({
    browser,
    request,
  }) => {
    const client = "203.0.113.230";
    for (let i = 0; i < 20; i++) {
      const res = await request.post("/api/auth/signin/google", {
        headers: { "X-Forwarded-For": client },
        form: { csrfToken: "x" },
        maxRedirects: 0,
      });
      expect(res.status()).toBeLessThan(500);
    }
    const refused = await request.post("/api/auth/signin/google", {
      headers: { "X-Forwarded-For": client },
      form: { csrfToken: "x" },
      maxRedirects: 0,
    });
    expect(refused.headers()["location"]).toBe("/admin/auth?error=TooManyAttempts");

    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": client } });
    const page = await context.newPage();
    await page.goto("/admin/auth");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page.getByText("Too many sign-in attempts. Please wait ten minutes and try again.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("sign-in-throttled-1280.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("sign-in-throttled-390.png") });
    await context.close();
  });
});
