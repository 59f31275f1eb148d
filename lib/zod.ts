import { config, z } from "zod";

// zod compiles parsers with `new Function` where it may; the site's CSP refuses that, so never compile.
config({ jitless: true });

export { z };
