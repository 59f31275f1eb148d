import type { ConfigData } from "html-validate";

// Off only: rules about how React and Next spell valid markup, not whether it is valid.
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "void-style": "off",
    "no-inline-style": "off",
    "tel-non-breaking": "off",
    "valid-id": ["error", { relaxed: true }],
  },
};
