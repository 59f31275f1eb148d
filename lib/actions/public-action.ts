import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import type { z } from "zod";
import { getDb, type Database } from "@/lib/db";
import { env } from "@/lib/env";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FormState } from "@/lib/validation/form-state";
import { hasMissingRequired } from "@/lib/validation/fields";
import { BLOCKED_MESSAGES, FORM_MESSAGES, type EnquiryFormType, type Notice } from "@/lib/validation/messages";
import { DEFAULT_MIN_FILL_MS, checkFormToken, honeypotTripped, issueFormToken } from "./form-token";
import { PUBLIC_FORM_LIMIT, clientAddress, consumeRateLimit, pruneRateLimits, rateLimitKey } from "./rate-limit";
import { MIN_FILL_OVERRIDE_HEADER, testHooksEnabled } from "./test-hooks";

export interface PublicActionConfig<S extends z.ZodType> {
  formType: EnquiryFormType;
  /** Every field the form posts; anything else in the request is ignored. */
  fields: readonly string[];
  required: readonly string[];
  /** Built per submission: some rules (no past dates) depend on today's date. */
  schema: () => S;
  run: (data: z.output<S>, ctx: { db: Database }) => Promise<void>;
}

export interface PublicActionContext {
  db: () => Promise<Database>;
  now: number;
  headers: Pick<Headers, "get">;
  secret: string;
  minFillMs: number;
  rateLimit: { max: number; windowMs: number };
}

/**
 * The one path every public form takes: read → validate (the form's own schema) → honeypot and
 * minimum fill time → per-client rate limit → run → a typed result. Every answer but success
 * carries the guest's values back, so nothing they typed is lost.
 */
export async function runPublicAction<S extends z.ZodType>(
  config: PublicActionConfig<S>,
  formData: FormData,
  ctx: PublicActionContext,
): Promise<FormState> {
  const id = randomUUID();
  const values = readFields(formData, config.fields);
  const messages = FORM_MESSAGES[config.formType];
  const refused = (status: FormState["status"], notice: Notice, extra: Partial<FormState> = {}): FormState => ({ status, id, notice, values, ...extra });

  try {
    const parsed = config.schema().safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstErrorPerField(parsed.error.issues);
      const notice = hasMissingRequired(values, config.required) ? messages.missing : firstIssueNotice(messages.missing, fieldErrors);
      return refused("invalid", notice, { fieldErrors });
    }

    if (honeypotTripped(stringField(formData, HONEYPOT_FIELD))) {
      console.warn(`[public-action] ${config.formType}: honeypot filled; submission refused`);
      return refused("blocked", BLOCKED_MESSAGES.honeypot);
    }

    const tokens = formData.getAll(FORM_TOKEN_FIELD).filter((t): t is string => typeof t === "string" && t !== "");
    const verdict = checkFormToken(tokens.at(-1), { now: ctx.now, secret: ctx.secret, minFillMs: ctx.minFillMs });
    if (!verdict.ok) {
      if (verdict.reason === "too-fast") return refused("blocked", BLOCKED_MESSAGES.tooFast);
      // A missing, stale or altered token: hand out a fresh one so simply sending again works.
      return refused("blocked", BLOCKED_MESSAGES.staleForm, { token: issueFormToken(ctx.now, ctx.secret) });
    }

    const db = await ctx.db();
    const key = rateLimitKey(config.formType, clientAddress(ctx.headers), ctx.secret);
    const limit = await consumeRateLimit(db, key, { now: ctx.now, ...ctx.rateLimit });
    if (!limit.allowed) {
      console.warn(`[public-action] ${config.formType}: rate limit reached (${limit.count} in window)`);
      return refused("blocked", BLOCKED_MESSAGES.rateLimited);
    }
    if (limit.count === 1) {
      // Cheap housekeeping on a client's first attempt in a window; its failure must not fail the guest.
      await pruneRateLimits(db, new Date(ctx.now - 24 * 60 * 60 * 1000)).catch((err: unknown) => console.error("[public-action] prune failed", err));
    }

    await config.run(parsed.data, { db });
    return { status: "success", id, notice: messages.success };
  } catch (err) {
    console.error(`[public-action] ${config.formType}: submission failed`, err);
    return refused("error", messages.failure);
  }
}

/** Binds the wrapper to the live request: its headers, the clock, the shared database. */
export function publicAction<S extends z.ZodType>(config: PublicActionConfig<S>) {
  return async (_previous: FormState, formData: FormData): Promise<FormState> => {
    const h = await headers();
    return runPublicAction(config, formData, {
      db: getDb,
      now: Date.now(),
      headers: h,
      secret: env().authSecret,
      minFillMs: minimumFillTime(h),
      rateLimit: PUBLIC_FORM_LIMIT,
    });
  };
}

/** Tests may lower (env) or raise (one request's header) the minimum; nothing else can. */
export function minimumFillTime(h: Pick<Headers, "get">): number {
  if (!testHooksEnabled()) return DEFAULT_MIN_FILL_MS;
  const fromHeader = h.get(MIN_FILL_OVERRIDE_HEADER);
  if (fromHeader && /^\d{1,7}$/.test(fromHeader)) return Number(fromHeader);
  return env().FORM_MIN_FILL_MS ?? DEFAULT_MIN_FILL_MS;
}

export function readFields(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, stringField(formData, f) ?? ""]));
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

/** Nothing is missing but something is wrong: say so in the form's own title. */
function firstIssueNotice(missing: Notice, fieldErrors: Record<string, string>): Notice {
  const first = Object.values(fieldErrors)[0];
  return { title: "Please check your details", description: first ?? missing.description };
}
