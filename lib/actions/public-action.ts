import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import type { z } from "zod";
import { getDb, type Database } from "@/lib/db";
import { env } from "@/lib/env";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FormState } from "@/lib/forms/form-state";
import { hasMissingRequired } from "@/lib/forms/field-schemas";
import { blockedMessages, formMessages, type EnquiryFormType, type Notice } from "@/lib/forms/messages";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import { DEFAULT_MIN_FILL_MS, checkFormToken, freshFormToken, honeypotTripped, renewFormToken } from "./form-token";
import {
  CONTACT_FORM_LIMIT,
  PUBLIC_FORM_LIMIT,
  SHARED_FORM_LIMIT,
  clientAddress,
  consumeRateLimit,
  contactKeys,
  pruneRateLimits,
  pruneSpentFormTokens,
  rateLimitKey,
  refundFormToken,
  spendFormToken,
  type ProxyTrust,
} from "./rate-limit";

export interface PublicActionConfig<S extends z.ZodType> {
  formType: EnquiryFormType;
  fields: readonly string[];
  required: readonly string[];
  schema: (ctx: SchemaContext) => S | Promise<S>;
  /** Stores the submission; may return the notice the guest reads instead of the form's usual success. */
  run: (data: z.output<S>, ctx: { db: Database }) => Promise<void | { notice?: Notice }>;
  /** The sent request in a line, for the success panel. */
  summary?: (data: z.output<S>) => string;
}

export interface SchemaContext {
  values: Record<string, string>;
  phone: string;
  db: () => Promise<Database>;
}

export interface PublicActionContext {
  db: () => Promise<Database>;
  phone: () => Promise<string>;
  now: number;
  headers: Pick<Headers, "get">;
  secret: string;
  minFillMs: number;
  /** Per client address, when a trusted proxy names it. */
  rateLimit: Limit;
  /** Per guest e-mail address and per phone number. */
  contactLimit: Limit;
  /** Every client together, when no trusted proxy names the client. */
  sharedLimit: Limit;
  proxies: ProxyTrust;
}

interface Limit {
  max: number;
  windowMs: number;
}

export async function runPublicAction<S extends z.ZodType>(
  config: PublicActionConfig<S>,
  formData: unknown,
  ctx: PublicActionContext,
): Promise<FormState> {
  const id = randomUUID();
  const phone = await ctx.phone();
  const messages = formMessages(phone)[config.formType];
  const blocked = blockedMessages(phone);
  // A hand-made post may send anything as the argument: it is answered like an empty form, never a crash.
  if (!(formData instanceof FormData)) {
    return { status: "invalid", id, notice: messages.missing, values: readFields(new FormData(), config.fields) };
  }
  const values = readFields(formData, config.fields);
  const refused = (status: FormState["status"], notice: Notice, extra: Partial<FormState> = {}): FormState => ({
    status,
    id,
    notice,
    values,
    ...extra,
  });

  try {
    const parsed = (await config.schema({ values, phone, db: ctx.db })).safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrorPerField(parsed.error.issues);
      const notice = hasMissingRequired(values, config.required)
        ? messages.missing
        : firstIssueNotice(messages.missing, fieldErrors);
      return refused("invalid", notice, { fieldErrors });
    }

    if (honeypotTripped(stringField(formData, HONEYPOT_FIELD))) {
      console.warn(`[public-action] ${config.formType}: honeypot filled; submission refused`);
      return refused("blocked", blocked.honeypot);
    }

    const tokens = formData.getAll(FORM_TOKEN_FIELD).filter((t): t is string => typeof t === "string" && t !== "");
    const verdict = checkFormToken(tokens.at(-1), {
      form: config.formType,
      now: ctx.now,
      secret: ctx.secret,
      minFillMs: ctx.minFillMs,
    });
    if (!verdict.ok) {
      if (verdict.reason === "too-fast") return refused("blocked", blocked.tooFast);
      return refused("blocked", blocked.staleForm, {
        token: renewFormToken(tokens.at(-1), { form: config.formType, now: ctx.now, secret: ctx.secret }),
      });
    }

    const db = await ctx.db();
    const address = clientAddress(ctx.headers, ctx.proxies);
    const counts = [
      address === null
        ? { scope: `${config.formType}:every-client`, subject: "", limit: ctx.sharedLimit }
        : { scope: config.formType, subject: address, limit: ctx.rateLimit },
      ...contactKeys(values).map((subject) => ({ scope: config.formType, subject, limit: ctx.contactLimit })),
    ];
    let firstInWindow = false;
    for (const { scope, subject, limit } of counts) {
      const counted = await consumeRateLimit(db, rateLimitKey(scope, subject, ctx.secret), { now: ctx.now, ...limit });
      if (!counted.allowed) {
        console.warn(`[public-action] ${config.formType}: rate limit reached (${counted.count} in window)`);
        return refused("blocked", blocked.rateLimited);
      }
      firstInWindow ||= counted.count === 1;
    }
    if (firstInWindow) {
      // Cheap housekeeping on a client's first attempt in a window; its failure must not fail the guest.
      await Promise.all([
        pruneRateLimits(db, new Date(ctx.now - 24 * 60 * 60 * 1000)),
        pruneSpentFormTokens(db, ctx.now),
      ]).catch((err: unknown) => console.error(`[public-action] prune failed: ${errorWithoutPersonalData(err)}`));
    }

    if (!(await spendFormToken(db, verdict.signature, verdict.expiresAt))) {
      console.warn(`[public-action] ${config.formType}: a form token sent again; submission refused`);
      return refused("blocked", blocked.staleForm, { token: freshFormToken(config.formType, ctx.secret, ctx.now) });
    }
    let outcome: void | { notice?: Notice };
    try {
      outcome = await config.run(parsed.data, { db });
    } catch (err) {
      await refundFormToken(db, verdict.signature).catch(() => {});
      throw err;
    }
    // The spent token is worthless now: the form's next submission carries this one.
    return {
      status: "success",
      id,
      notice: outcome?.notice ?? messages.success,
      token: freshFormToken(config.formType, ctx.secret, ctx.now),
      summary: config.summary?.(parsed.data),
    };
  } catch (err) {
    console.error(`[public-action] ${config.formType}: submission failed: ${errorWithoutPersonalData(err)}`);
    return refused("error", messages.failure);
  }
}

/** `phone`: the restaurant's phone, quoted in the messages a guest reads when something stops them. */
export async function publicActionContext(phone: () => Promise<string>, h?: Pick<Headers, "get">) {
  return {
    db: getDb,
    phone,
    now: Date.now(),
    headers: h ?? (await headers()),
    secret: env().authSecret,
    minFillMs: minimumFillTime(),
    rateLimit: PUBLIC_FORM_LIMIT,
    contactLimit: CONTACT_FORM_LIMIT,
    sharedLimit: SHARED_FORM_LIMIT,
    proxies: proxyTrust(),
  } satisfies PublicActionContext;
}

/** A public form's server action: the guard steps of runPublicAction, then the form's own `run`. */
export async function submitPublicForm<S extends z.ZodType>(
  config: PublicActionConfig<S>,
  formData: FormData,
  phone: () => Promise<string>,
): Promise<FormState> {
  return runPublicAction(config, formData, await publicActionContext(phone));
}

export function proxyTrust(): ProxyTrust {
  const e = env();
  return { onVercel: Boolean(e.VERCEL), trustedHops: e.TRUSTED_PROXY_HOPS };
}

export function minimumFillTime(): number {
  return env().FORM_MIN_FILL_MS ?? DEFAULT_MIN_FILL_MS;
}

export function readFields(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, withoutControlCharacters(stringField(formData, f) ?? "")]));
}

// C0 controls but tab, LF and CR, plus DEL: PostgreSQL refuses a NUL, which would fail the submission.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export { errorWithoutPersonalData };

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

function stringField(formData: FormData, name: string): string | null {
  const v = formData.get(name);
  return typeof v === "string" ? v : null;
}

export function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

function firstIssueNotice(missing: Notice, fieldErrors: Record<string, string>): Notice {
  const first = Object.values(fieldErrors)[0];
  return { title: "Please check your details", description: first ?? missing.description };
}
