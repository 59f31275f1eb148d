import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { asLoggedOrder, continuesBurst, describeReorder, type LoggedOrder } from "@/lib/actions/reorder-burst";
import { activityLog } from "@/lib/db/schema";
import { errorWithoutPersonalData } from "@/lib/security/log-line";
import {
  NEEDS_PASSKEY_MESSAGE,
  NOT_FOR_ROLE_MESSAGE,
  decideAccess,
  permissionForAction,
  type StaffAccess,
} from "@/lib/auth/permissions";

export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/** A server action as a staff component is handed it: what it takes, and the data it answers with on success. */
export type ActionProp<I, T> = (input: I) => Promise<ActionResult<T>>;

export const ADMIN_ACTION_MESSAGES = {
  invalid: "Please check the highlighted fields.",
  notAuthorised: "You are not authorised to do this. Please sign in with an admin account.",
  notForRole: NOT_FOR_ROLE_MESSAGE,
  needsPasskey: NEEDS_PASSKEY_MESSAGE,
  unexpected: "Something went wrong and nothing was changed. Please try again.",
} as const;

interface ActivityEntryBase {
  action: string;
  entity?: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

export type ActivityEntry =
  | (ActivityEntryBase & {
      summary: string;
      reorder?: undefined;
    })
  | (ActivityEntryBase & {
      summary?: undefined;
      reorder: { list: string; before: LoggedOrder; after: LoggedOrder };
    });

export interface AdminActor {
  email: string;
  role: StaffAccess["role"];
  /** This session has passed the passkey step. */
  secondFactor: boolean;
  /** The owner requires a passkey for owners and managers. */
  passkeysRequired: boolean;
}

export interface AdminRunContext<I> {
  input: I;
  tx: Database;
  actor: AdminActor;
}

export interface AdminRunOutcome<T> {
  result: T;
  log: ActivityEntry | readonly ActivityEntry[];
  tags?: readonly string[];
  afterCommit?: () => Promise<void> | void;
}

export interface AdminActionDefinition<S extends z.ZodType, T> {
  name: string;
  schema: S;
  entity: string;
  tags?: readonly string[];
  sendsMail?: boolean;
  run: (ctx: AdminRunContext<z.output<S>>) => Promise<AdminRunOutcome<T>>;
}

/**
 * A maker of one entity's definitions whose every run starts from the same thing, e.g. a locked row:
 * `start` loads it, and each run gets it beside its usual context.
 */
export function definitionsStartingWith<I, C extends object>(
  entity: string,
  start: (ctx: AdminRunContext<I>) => Promise<C>,
) {
  return <S extends z.ZodType<I>, T>(
    name: string,
    schema: S,
    run: (ctx: AdminRunContext<z.output<S>> & C) => Promise<AdminRunOutcome<T>>,
  ): AdminActionDefinition<S, T> => ({
    name,
    schema,
    entity,
    run: async (ctx) => run({ ...ctx, ...(await start(ctx)) }),
  });
}

/** What an action on one row logs; filed under that row unless `entityId` names another. */
export interface RowEntry {
  action: string;
  summary: string;
  before: unknown;
  after: unknown;
  entityId?: string;
}

/**
 * A maker of one entity's definitions that act on one row: `lock` loads and locks it (refusing one that may not be
 * changed), each run gets it as `before`, and the entry it logs (none: nothing changed) is filed under it.
 */
export function rowActions<Row extends { id: string }>(
  entity: string,
  lock: (tx: Database, id: string) => Promise<Row>,
) {
  return <S extends z.ZodType<{ id: string }>, T>(
    name: string,
    schema: S,
    run: (ctx: AdminRunContext<z.output<S>>, before: Row) => Promise<{ result: T; log?: RowEntry }>,
  ): AdminActionDefinition<S, T> => ({
    name,
    schema,
    entity,
    run: async (ctx) => {
      const before = await lock(ctx.tx, ctx.input.id);
      const { result, log } = await run(ctx, before);
      return { result, log: log ? { ...log, entityId: log.entityId ?? before.id } : [] };
    },
  });
}

export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AdminActionError";
  }
}

export type AdminVerdictLike =
  ({ kind: "admin"; email: string } & StaffAccess) | { kind: "not-admin"; email: string } | { kind: "signed-out" };

export interface AdminActionDeps {
  verify: () => Promise<AdminVerdictLike>;
  getDb: () => Promise<Database>;
  updateTag: (tag: string) => void;
  refresh?: () => void;
  deliverMail?: () => void;
  logError: (message: string, err: unknown) => void;
}

/** The error's kind and code only: a database's message quotes the row, which may be a guest's data. */
export function logAdminError(message: string, err: unknown): void {
  console.error(`${message}: ${errorWithoutPersonalData(err)}`);
}

export type AdminActionInput<S extends z.ZodType> = z.input<S> | FormData;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition; each keeps its own types below
export type AnyAdminActionDefinition = AdminActionDefinition<any, any>;

export type AdminActions<D extends Record<string, AnyAdminActionDefinition>> = {
  [K in keyof D]: D[K] extends AdminActionDefinition<infer S, infer T>
    ? (raw: AdminActionInput<S>) => Promise<ActionResult<T>>
    : never;
};

export function createAdminAction(deps: AdminActionDeps) {
  return function adminAction<S extends z.ZodType, T>(def: AdminActionDefinition<S, T>) {
    return async function runAdminAction(raw: AdminActionInput<S>): Promise<ActionResult<T>> {
      const parsed = def.schema.safeParse(raw instanceof FormData ? formDataToObject(raw) : raw);
      if (!parsed.success) return invalid(parsed.error);

      const permission = permissionForAction(def.name);
      if (!permission) {
        deps.logError(`[admin-action] ${def.name}: no permission is named for this action`, null);
        return { ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised };
      }
      let actor: AdminActor;
      try {
        const verdict = await deps.verify();
        if (verdict.kind !== "admin") return { ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised };
        const decision = decideAccess(verdict, permission);
        if (decision === "not-for-role") return { ok: false, error: ADMIN_ACTION_MESSAGES.notForRole };
        if (decision === "needs-passkey") return { ok: false, error: ADMIN_ACTION_MESSAGES.needsPasskey };
        actor = {
          email: verdict.email,
          role: verdict.role,
          secondFactor: verdict.secondFactor === true,
          passkeysRequired: verdict.passkeysRequired === true,
        };
      } catch (err) {
        deps.logError(`[admin-action] ${def.name}: admin check failed`, err);
        return { ok: false, error: ADMIN_ACTION_MESSAGES.notAuthorised };
      }

      let outcome: AdminRunOutcome<T>;
      try {
        const db = await deps.getDb();
        outcome = await db.transaction(async (tx) => {
          const out = await def.run({ input: parsed.data, tx: tx as unknown as Database, actor });
          const entries = await foldReorders(
            tx as unknown as Database,
            (Array.isArray(out.log) ? out.log : [out.log]) as ActivityEntry[],
            def.entity,
            actor,
          );
          if (entries.length > 0) {
            await tx.insert(activityLog).values(
              entries.map((e) => ({
                actorEmail: actor.email,
                action: e.action,
                entity: e.entity ?? def.entity,
                entityId: e.entityId ?? null,
                summary: e.summary,
                before: toJson(e.before),
                after: toJson(e.after),
              })),
            );
          }
          return out;
        });
      } catch (err) {
        if (err instanceof AdminActionError) {
          return { ok: false, error: err.message, ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}) };
        }
        deps.logError(`[admin-action] ${def.name} failed`, err);
        return { ok: false, error: ADMIN_ACTION_MESSAGES.unexpected };
      }

      // The change is committed: from here on nothing may turn it into a reported failure.
      for (const tag of new Set([...(def.tags ?? []), ...(outcome.tags ?? [])])) {
        try {
          deps.updateTag(tag);
        } catch (err) {
          deps.logError(`[admin-action] ${def.name}: updateTag(${tag}) failed`, err);
        }
      }
      if (outcome.afterCommit) {
        try {
          await outcome.afterCommit();
        } catch (err) {
          deps.logError(`[admin-action] ${def.name}: after-commit work failed`, err);
        }
      }
      if (def.sendsMail) {
        try {
          deps.deliverMail?.();
        } catch (err) {
          deps.logError(`[admin-action] ${def.name}: starting the sender failed`, err);
        }
      }
      try {
        deps.refresh?.();
      } catch (err) {
        deps.logError(`[admin-action] ${def.name}: refresh failed`, err);
      }
      return { ok: true, data: outcome.result };
    };
  };
}

async function foldReorders(
  tx: Database,
  entries: ActivityEntry[],
  defaultEntity: string,
  actor: AdminActor,
): Promise<(ActivityEntryBase & { summary: string })[]> {
  const toInsert: (ActivityEntryBase & { summary: string })[] = [];
  for (const e of entries) {
    if (!e.reorder) {
      toInsert.push(e);
      continue;
    }
    const entity = e.entity ?? defaultEntity;
    // The actor's latest entry, unless someone else has reordered the same list since.
    const sameList = and(
      eq(activityLog.action, e.action),
      eq(activityLog.entity, entity),
      e.entityId ? eq(activityLog.entityId, e.entityId) : isNull(activityLog.entityId),
    );
    const [latest] = await tx
      .select()
      .from(activityLog)
      .where(or(eq(activityLog.actorEmail, actor.email), sameList))
      .orderBy(desc(activityLog.updatedAt), desc(activityLog.createdAt))
      .limit(1);
    const next = { actorEmail: actor.email, action: e.action, entity, entityId: e.entityId ?? null };
    if (latest && continuesBurst(latest, next, new Date())) {
      const start = asLoggedOrder(latest.before)!;
      await tx
        .update(activityLog)
        .set({ summary: describeReorder(start, e.reorder.after, e.reorder.list), after: toJson(e.reorder.after) })
        .where(eq(activityLog.id, latest.id));
    } else {
      const { reorder, ...rest } = e;
      toInsert.push({
        ...rest,
        summary: describeReorder(reorder.before, reorder.after, reorder.list),
        before: reorder.before,
        after: reorder.after,
      });
    }
  }
  return toInsert;
}

function invalid(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (!key) {
      formError ??= issue.message;
      continue;
    }
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, error: formError ?? ADMIN_ACTION_MESSAGES.invalid, fieldErrors };
}

export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("$ACTION")) continue;
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}

function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}
