// The rich text staff write in the admin editor (popups, newsletters): sanitised on save, rendered only from that copy.
import sanitizeHtml from "sanitize-html";
import { isExternalUrl, safeLinkUrl } from "@/lib/security/links";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h3", "h4", "blockquote", "span"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Drop the text inside these too (not just the tags): a script's source is never content.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "svg", "math", "iframe", "object"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkUrl(attribs.href);
      if (!href) return { tagName: "span", attribs: {} };
      return isExternalUrl(href)
        ? { tagName, attribs: { href, target: "_blank", rel: "noopener noreferrer" } }
        : { tagName, attribs: { href } };
    },
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
