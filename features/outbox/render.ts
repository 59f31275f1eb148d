import sanitizeHtml from "sanitize-html";
import { phoneHref } from "@/features/settings";

export interface EmailFacts {
  restaurantName: string;
  tagline: string;
  phone: string;
  email: string;
  addressLines: string[];
  siteUrl: string;
}

export interface EmailContent {
  preheader: string;
  paragraphs: string[];
  details?: [string, string][];
  /** Buttons under the message: links to pages where the guest acts (a GET there changes nothing). */
  links?: EmailLink[];
  /** The guest's own words, quoted below a reply. */
  quote?: { intro: string; text: string };
  unsubscribeUrl?: string;
  /** Rich text already sanitised and styled for mail (`richTextForEmail`): shown instead of the paragraphs, which stay the plain-text part. */
  richHtml?: string;
  /** A photo above the message: an absolute URL and its description. */
  image?: { url: string; alt: string };
}

export interface EmailLink {
  label: string;
  url: string;
}

const INK = "#1a1613";
const NIGHT = "#0f0d0b";
const GOLD = "#c9a45c";
// Darker gold for links and labels on ivory: AA contrast for small text.
const GOLD_DEEP = "#75571d";
const IVORY = "#f5efe6";
const PAPER = "#fbf8f3";
const MUTED = "#5b5148";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'Helvetica Neue', Arial, sans-serif";

function paragraphHtml(p: string): string {
  return `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:16px;line-height:1.6;color:${INK};">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
}

function linksHtml(links: EmailLink[]): string {
  const buttons = links
    .map(
      (l) =>
        `<a href="${escapeHtml(l.url)}" style="display:inline-block;margin:0 8px 10px 0;padding:12px 22px;background-color:${NIGHT};color:${GOLD};border:1px solid ${GOLD};font-family:${SANS};font-size:15px;font-weight:600;text-decoration:none;">${escapeHtml(l.label)}</a>`,
    )
    .join("");
  return `<p style="margin:8px 0 20px 0;">${buttons}</p>`;
}

function detailsHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;font-family:${SANS};font-size:13px;letter-spacing:0.04em;text-transform:uppercase;color:${GOLD_DEEP};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-family:${SANS};font-size:16px;color:${INK};vertical-align:top;">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:4px 0 20px 0;border-top:1px solid ${GOLD};border-bottom:1px solid ${GOLD};"><tr><td style="padding:10px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0">${cells}</table></td></tr></table>`;
}

function quoteHtml(quote: { intro: string; text: string }): string {
  return (
    `<p style="margin:8px 0 6px 0;font-family:${SANS};font-size:14px;line-height:1.5;color:${MUTED};">${escapeHtml(quote.intro)}</p>` +
    `<blockquote style="margin:0 0 16px 0;padding:2px 0 2px 14px;border-left:3px solid ${GOLD};font-family:${SANS};font-size:15px;line-height:1.6;color:${MUTED};">${escapeHtml(quote.text).replace(/\n/g, "<br>")}</blockquote>`
  );
}

const RICH_STYLES: Record<string, string> = {
  p: `margin:0 0 16px 0;font-family:${SANS};font-size:16px;line-height:1.6;color:${INK};`,
  h3: `margin:24px 0 8px 0;font-family:${SERIF};font-size:24px;line-height:1.2;font-weight:600;color:${INK};`,
  h4: `margin:20px 0 6px 0;font-family:${SANS};font-size:17px;line-height:1.3;font-weight:600;color:${INK};`,
  ul: `margin:0 0 16px 0;padding:0 0 0 22px;font-family:${SANS};font-size:16px;line-height:1.6;color:${INK};`,
  ol: `margin:0 0 16px 0;padding:0 0 0 22px;font-family:${SANS};font-size:16px;line-height:1.6;color:${INK};`,
  li: "margin:0 0 6px 0;",
  blockquote: `margin:0 0 16px 0;padding:2px 0 2px 14px;border-left:3px solid ${GOLD};font-style:italic;color:${MUTED};`,
  a: `color:${GOLD_DEEP};text-decoration:underline;`,
};

/**
 * Sanitised rich text as mail clients need it: inline styles, and paths on this site made absolute.
 * Links keep their own address: nothing is rewritten or tracked.
 */
export function richTextForEmail(html: string, siteUrl: string): string {
  const styled = (tagName: string, attribs: sanitizeHtml.Attributes = {}): sanitizeHtml.Tag => ({
    tagName,
    attribs: { ...attribs, style: RICH_STYLES[tagName] ?? "" },
  });
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "a",
      "ul",
      "ol",
      "li",
      "h3",
      "h4",
      "blockquote",
      "span",
    ],
    allowedAttributes: { a: ["href", "style"], "*": ["style"] },
    allowedSchemes: ["http", "https"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      ...Object.fromEntries(
        Object.keys(RICH_STYLES)
          .filter((t) => t !== "a")
          .map((t) => [t, (tag: string) => styled(tag)]),
      ),
      a: (_tag, attribs) => {
        const href = attribs.href ?? "";
        const absolute = href.startsWith("/") ? `${siteUrl.replace(/\/$/, "")}${href}` : href;
        return styled("a", { href: absolute });
      },
    },
  });
}

/** The plain-text part of rich text: one paragraph per block, a link's address after its words. */
export function richTextParagraphs(html: string, siteUrl: string): string[] {
  const text = sanitizeHtml(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
        const url = href.replace(/&amp;/g, "&");
        const absolute = url.startsWith("/") ? `${siteUrl.replace(/\/$/, "")}${url}` : url;
        return `${label} (${absolute})`;
      })
      .replace(/<li[^>]*>/gi, "\u0000- ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|h3|h4|li|blockquote|ul|ol)>/gi, "\u0000"),
    { allowedTags: [], allowedAttributes: {} },
  );
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .split("\u0000")
    .map((p) => p.replace(/[ \t]+/g, " ").trim())
    .filter(Boolean);
}

function imageHtml(image: { url: string; alt: string }): string {
  return `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;margin:0 0 24px 0;border:0;">`;
}

export function renderEmailHtml(subject: string, content: EmailContent, facts: EmailFacts): string {
  const body =
    content.richHtml !== undefined
      ? [...(content.image ? [imageHtml(content.image)] : []), content.richHtml]
      : content.paragraphs.map(paragraphHtml);
  if (content.details?.length) body.splice(Math.min(2, body.length), 0, detailsHtml(content.details));
  if (content.links?.length) body.push(linksHtml(content.links));
  if (content.quote) body.push(quoteHtml(content.quote));
  const tel = phoneHref(facts.phone);
  const address = facts.addressLines.map(escapeHtml).join(", ");
  const unsubscribe = content.unsubscribeUrl
    ? `<p style="margin:12px 0 0 0;font-family:${SANS};font-size:13px;line-height:1.5;color:${IVORY};">You are receiving this because you joined our newsletter. <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${GOLD};text-decoration:underline;">Unsubscribe</a> with one click.</p>`
    : "";
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${IVORY};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background-color:${IVORY};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;">
<tr><td align="center" style="background-color:${NIGHT};padding:28px 24px 22px 24px;border-bottom:3px solid ${GOLD};">
<div style="font-family:${SERIF};font-size:34px;line-height:1.1;font-weight:600;color:${GOLD};letter-spacing:0.02em;">${escapeHtml(facts.restaurantName)}</div>
<div style="font-family:${SANS};font-size:12px;letter-spacing:0.2em;text-transform:uppercase;color:${IVORY};padding-top:8px;">${escapeHtml(facts.tagline)}</div>
</td></tr>
<tr><td style="background-color:${PAPER};padding:32px 28px 16px 28px;">
${body.join("\n")}
</td></tr>
<tr><td style="background-color:${PAPER};padding:0 28px 28px 28px;">
<p style="margin:0;font-family:${SANS};font-size:15px;line-height:1.6;color:${MUTED};">Questions? Call us on <a href="${escapeHtml(tel)}" style="color:${GOLD_DEEP};font-weight:600;">${escapeHtml(facts.phone)}</a> or reply to this e-mail.</p>
</td></tr>
<tr><td align="center" style="background-color:${NIGHT};padding:22px 24px;">
<p style="margin:0;font-family:${SANS};font-size:13px;line-height:1.6;color:${IVORY};">${escapeHtml(facts.restaurantName)} · ${address}</p>
<p style="margin:4px 0 0 0;font-family:${SANS};font-size:13px;line-height:1.6;color:${IVORY};"><a href="${escapeHtml(facts.siteUrl)}" style="color:${GOLD};">${escapeHtml(facts.siteUrl.replace(/^https?:\/\//, ""))}</a> · 100% halal</p>
${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function renderEmailText(content: EmailContent, facts: EmailFacts): string {
  const parts = [...content.paragraphs];
  if (content.details?.length) {
    const width = Math.max(...content.details.map(([l]) => l.length));
    parts.splice(
      Math.min(2, parts.length),
      0,
      content.details.map(([l, v]) => `${`${l}:`.padEnd(width + 2)}${v}`).join("\n"),
    );
  }
  for (const link of content.links ?? []) parts.push(`${link.label}: ${link.url}`);
  if (content.quote) {
    const quoted = content.quote.text.split("\n").map((line) => (line ? `> ${line}` : ">"));
    parts.push([content.quote.intro, ...quoted].join("\n"));
  }
  parts.push(`Questions? Call us on ${facts.phone} or reply to this e-mail.`);
  parts.push(["--", facts.restaurantName, ...facts.addressLines, facts.siteUrl].join("\n"));
  if (content.unsubscribeUrl) parts.push(`Unsubscribe with one click: ${content.unsubscribeUrl}`);
  return `${parts.join("\n\n")}\n`;
}
