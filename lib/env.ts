import { z } from "zod";

// No Node-only imports: the edge middleware uses it too.

const DEV_AUTH_SECRET = "development-only-secret-change-me-0123456789abcdef";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    VERCEL: optionalString,
    DATA_DIR: optionalString.transform((v) => v ?? ".data"),
    DATABASE_URL: optionalString,
    SUPABASE_URL: optionalUrl,
    SUPABASE_SERVICE_ROLE_KEY: optionalString,
    SUPABASE_STORAGE_BUCKET: optionalString.transform((v) => v ?? "media"),
    AUTH_SECRET: optionalString,
    AUTH_GOOGLE_ID: optionalString,
    AUTH_GOOGLE_SECRET: optionalString,
    AUTH_GOOGLE_ISSUER: optionalUrl,
    AUTH_TRUST_HOST: flag,
    ADMIN_EMAILS: optionalString.transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    AUTH_DEV_LOGIN: flag,
    SITE_URL: optionalUrl.transform((v) => (v ?? "http://localhost:3000").replace(/\/+$/, "")),
    SMTP_URL: optionalString,
    NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
    MAIL_FROM: optionalString.pipe(z.email().optional()),
    CRON_SECRET: optionalString,
    OUTBOX_RETRY_BASE_MS: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d{1,9}$/, "OUTBOX_RETRY_BASE_MS must be a whole number of milliseconds")
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 60_000),
    OUTBOX_MAX_ATTEMPTS: optionalString
      .pipe(
        z
          .string()
          .regex(/^([1-9]|[1-2]\d)$/, "OUTBOX_MAX_ATTEMPTS must be a whole number from 1 to 29")
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 8),
    PORT: optionalString.transform((v) => Number(v ?? 3000)).pipe(z.number().int().min(1).max(65535)),
    AUTH_URL: optionalUrl,
    TRUSTED_PROXY_HOPS: optionalString
      .pipe(
        z
          .string()
          .regex(/^(10|[0-9])$/, "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10")
          .transform(Number)
          .optional(),
      )
      .transform((v) => v ?? 0),
    E2E_TEST_HOOKS: flag,
    FORM_MIN_FILL_MS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, "FORM_MIN_FILL_MS must be a whole number of milliseconds")
        .transform(Number)
        .optional(),
    ),
  })
  .superRefine((e, ctx) => {
    const production = e.NODE_ENV === "production";
    if (production && e.VERCEL && !e.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required in a production deployment.",
      });
    }
    if (production && e.VERCEL && !e.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "DATABASE_URL is required on Vercel: the embedded database needs a writable disk, which Vercel does not have. Set it to your PostgreSQL (Supabase pooler) URL.",
      });
    }
    if (e.AUTH_DEV_LOGIN && isPublicDeployment(e)) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_DEV_LOGIN"],
        message: "AUTH_DEV_LOGIN is a local-only password-less sign-in and is refused in a production deployment.",
      });
    }
    if (e.SUPABASE_URL && !e.SUPABASE_SERVICE_ROLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SUPABASE_SERVICE_ROLE_KEY"],
        message: "SUPABASE_URL needs SUPABASE_SERVICE_ROLE_KEY.",
      });
    }
  });

export type Env = z.infer<typeof schema> & { authSecret: string };

export function isPublicDeployment(e: { NODE_ENV: string; VERCEL?: string; SITE_URL: string }): boolean {
  if (e.VERCEL) return true;
  if (e.NODE_ENV !== "production") return false;
  return !isLoopbackUrl(e.SITE_URL);
}

export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, authSecret: result.data.AUTH_SECRET ?? DEV_AUTH_SECRET };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
