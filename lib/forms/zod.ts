import { config, z } from "zod";

/*
 * Every schema imports zod from here. Where it may, zod compiles object parsers with
 * `new Function`; the site's Content-Security-Policy refuses that, and zod's probe for it is
 * reported as a violation on every page whose form validates. Our forms are small: parse them
 * without compiling.
 */
config({ jitless: true });

export { z };
