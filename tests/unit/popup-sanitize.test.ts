import { describe, expect, it } from "vitest";
import { isExternalUrl, safeLinkUrl } from "@/lib/security/links";
import { toPopupForm } from "@/features/popups/changes";
import { sanitizePopupHtml } from "@/features/popups/sanitize";

describe("sanitizePopupHtml", () => {
  it("keeps basic formatting", () => {
    expect(sanitizePopupHtml("<p>Seven <strong>courses</strong>, <em>one</em> table.</p><ul><li>a</li></ul>")).toBe(
      "<p>Seven <strong>courses</strong>, <em>one</em> table.</p><ul><li>a</li></ul>",
    );
  });

  it("renders stored XSS inert", () => {
    const out = sanitizePopupHtml(
      `<img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><p onclick="alert(3)">Hi</p><script>alert(4)</script><iframe src="https://evil.test"></iframe>`,
    );
    expect(out).toBe("<p>Hi</p>");
    expect(out).not.toMatch(/onerror|onclick|script|alert|svg|img|iframe/i);
  });

  it("neutralises javascript:, data: and protocol-relative links", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "//evil.test/x",
      "vbscript:x",
    ]) {
      const out = sanitizePopupHtml(`<a href="${href}">Click</a>`);
      expect(out, href).not.toMatch(/href/);
      expect(out).toContain("Click");
    }
  });

  it("keeps http(s) and relative links; external ones open safely in a new tab", () => {
    expect(sanitizePopupHtml('<a href="/menu">Menu</a>')).toBe('<a href="/menu">Menu</a>');
    expect(sanitizePopupHtml('<a href="https://example.com/a" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("empty in, empty out", () => {
    expect(sanitizePopupHtml(null)).toBe("");
    expect(sanitizePopupHtml("")).toBe("");
  });
});

describe("safeLinkUrl", () => {
  it.each([
    ["/reservations", "/reservations"],
    ["https://example.com/x?y=1", "https://example.com/x?y=1"],
    ["http://example.com", "http://example.com/"],
    ["  /menu  ", "/menu"],
  ])("accepts %s", (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it.each(["javascript:alert(1)", "//evil.test", "/\\evil.test", "mailto:a@b.c", "menu", "", null, "data:x"])(
    "rejects %s",
    (input) => {
      expect(safeLinkUrl(input)).toBeNull();
    },
  );

  it("http… is external, everything else in-app", () => {
    expect(isExternalUrl("https://example.com")).toBe(true);
    expect(isExternalUrl("/menu")).toBe(false);
  });
});

describe("the admin's popup form values", () => {
  it("carry a sanitised body even when the stored row was written without the editor", () => {
    const row = {
      id: "p1",
      status: "published",
      startAt: null,
      endAt: null,
      priority: 0,
      pages: ["/"],
      audience: "all",
      frequency: "always",
      headline: "Hello",
      bodyRichtext:
        '<p>Eid menu</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      imageUrl: null,
      imageAlt: null,
      ctaLabel: null,
      ctaUrl: null,
      dismissible: true,
    } as unknown as Parameters<typeof toPopupForm>[0];
    const body = toPopupForm(row).bodyHtml;
    expect(body).toContain("<p>Eid menu</p>");
    expect(body).not.toMatch(/script|onerror|javascript:|<img/);
  });
});
