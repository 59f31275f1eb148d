import type { ConfigData } from "html-validate";

/**
 * What e2e/html-validity.spec.ts checks the served pages against: html-validate's recommended
 * rules. Switched off are only rules about how valid markup is spelled, which React and Next
 * decide, not whether it is valid HTML.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Attribute names are case-insensitive in HTML; React writes some in camel case (charSet,
    // srcSet, fetchPriority, noModule).
    "attr-case": "off",
    // React writes boolean attributes as attr="" and empty values as attr=""; both spellings are valid.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React writes void elements as <meta/>; the slash is allowed on void elements.
    "void-style": "off",
    // Inline styles are valid HTML; Next writes some and our components pass layout values (a
    // tile's aspect ratio) as style.
    "no-inline-style": "off",
    // A typographic preference (no line break inside a phone number), not a conformance rule.
    "tel-non-breaking": "off",
    // Not switched off: the HTML standard's own definition of an id (any characters but
    // whitespace). The stricter default refuses the ids React's useId and Next's streaming write.
    "valid-id": ["error", { relaxed: true }],
  },
};
