import { and, eq, inArray } from "drizzle-orm";
import {
  AdminActionError,
  type ActivityEntry,
  type AdminActionDefinition,
  type AdminRunContext,
  type AdminRunOutcome,
} from "@/lib/actions/admin-action-core";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { newsletterCampaigns, type CampaignStatus, type NewsletterCampaign } from "@/lib/db/schema";
import { sanitizeRichText } from "@/lib/security/rich-text";
import { formatLondonDateTime, fromLondonLocal } from "@/lib/time/london";
import { mailContext, type MailConfig } from "@/features/enquiries";
import { parseTag, storedTagLabel } from "@/features/guests";
import { enqueueEmail } from "@/features/outbox";
import { findLibraryPhoto } from "@/features/media";
import { campaignMessage, campaignTestEmail } from "./campaign-mail";
import { readAudience } from "./campaign-sender";
import {
  CAMPAIGN_MESSAGES,
  campaignIdSchema,
  campaignSchema,
  makeScheduleSchema,
  noAudienceMessage,
  type CampaignData,
} from "./schema";

export interface NewsletterDeps {
  now: () => Date;
  mailConfig: () => MailConfig;
}

const GONE = "That newsletter no longer exists. It may have been deleted.";

const STATUS_WORDS: Record<CampaignStatus, string> = {
  draft: "a draft",
  scheduled: "scheduled",
  sending: "sending",
  paused: "paused",
  sent: "sent",
};

async function lockCampaign(tx: Database, id: string): Promise<NewsletterCampaign> {
  const [row] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
  if (!row) throw new AdminActionError(GONE);
  return row;
}

function requireStatus(row: NewsletterCampaign, allowed: readonly CampaignStatus[], doing: string) {
  if (!allowed.includes(row.status))
    throw new AdminActionError(`This newsletter is ${STATUS_WORDS[row.status]}, so it cannot be ${doing} now.`);
}

/** Only a photo of the media library: its files belong to the gallery, so a newsletter never deletes them. */
async function checkImage(tx: Database, url: string): Promise<void> {
  if (!url) return;
  if (!(await findLibraryPhoto(tx, url)))
    throw new AdminActionError(CAMPAIGN_MESSAGES.imageUrl, { imageUrl: [CAMPAIGN_MESSAGES.imageUrl] });
}

/** A tag the guest book can read: the form offers only those, but a request may say anything. */
function checkAudience(input: CampaignData): void {
  if (input.audience === "tagged" && !parseTag(input.audienceTag))
    throw new AdminActionError(CAMPAIGN_MESSAGES.audienceTagUnknown, {
      audienceTag: [CAMPAIGN_MESSAGES.audienceTagUnknown],
    });
}

function campaignValues(input: CampaignData) {
  return {
    subject: input.subject,
    preheader: input.preheader,
    bodyHtml: sanitizeRichText(input.bodyHtml),
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageUrl ? input.imageAlt : null,
    audience: input.audience,
    audienceTag: input.audience === "tagged" ? input.audienceTag : null,
  };
}

const logged = (r: NewsletterCampaign) => ({
  subject: r.subject,
  preheader: r.preheader,
  bodyHtml: r.bodyHtml,
  imageUrl: r.imageUrl,
  imageAlt: r.imageAlt,
  audience: r.audience,
  audienceTag: r.audienceTag,
  status: r.status,
  scheduledAt: r.scheduledAt,
});

function entry(
  action: string,
  row: NewsletterCampaign,
  summary: string,
  states: { before?: NewsletterCampaign; after?: NewsletterCampaign },
): ActivityEntry {
  return {
    action: `newsletter.${action}`,
    entityId: row.id,
    summary,
    ...(states.before ? { before: logged(states.before) } : {}),
    ...(states.after ? { after: logged(states.after) } : {}),
  };
}

type Run<I, T> = (ctx: AdminRunContext<I>) => Promise<AdminRunOutcome<T>>;

export const createCampaignRun: Run<CampaignData, { id: string }> = async ({ input, tx }) => {
  checkAudience(input);
  await checkImage(tx, input.imageUrl);
  const [row] = await tx.insert(newsletterCampaigns).values(campaignValues(input)).returning();
  return {
    result: { id: row!.id },
    log: entry("created", row!, `Wrote the newsletter “${row!.subject}”`, { after: row! }),
  };
};

export const updateCampaignRun: Run<CampaignData, { id: string }> = async ({ input, tx }) => {
  if (!input.id) throw new AdminActionError(GONE);
  const before = await lockCampaign(tx, input.id);
  requireStatus(before, ["draft", "scheduled"], "edited");
  checkAudience(input);
  if (input.imageUrl !== (before.imageUrl ?? "")) await checkImage(tx, input.imageUrl);
  const [after] = await tx
    .update(newsletterCampaigns)
    .set({ ...campaignValues(input), updatedAt: new Date() })
    .where(eq(newsletterCampaigns.id, before.id))
    .returning();
  return {
    result: { id: after!.id },
    log: entry("updated", after!, `Edited the newsletter “${after!.subject}”`, { before, after: after! }),
  };
};

export const deleteCampaignRun: Run<{ id: string }, { id: string }> = async ({ input, tx }) => {
  const before = await lockCampaign(tx, input.id);
  requireStatus(before, ["draft", "scheduled"], "deleted");
  await tx.delete(newsletterCampaigns).where(eq(newsletterCampaigns.id, before.id));
  return {
    result: { id: before.id },
    log: entry("deleted", before, `Deleted the newsletter “${before.subject}”`, { before }),
  };
};

export const scheduleCampaignRun =
  (deps: NewsletterDeps): Run<{ id: string; when: "now" | "later"; sendAt: string }, { scheduledAt: string }> =>
  async ({ input, tx }) => {
    const before = await lockCampaign(tx, input.id);
    requireStatus(before, ["draft", "scheduled"], "scheduled");
    // The form disables sending to nobody; this answers a page left open while the tag went out of use.
    if ((await readAudience(tx, before)).length === 0)
      throw new AdminActionError(
        noAudienceMessage(before.audience === "tagged" ? storedTagLabel(before.audienceTag ?? "") : null),
      );
    const at = input.when === "now" ? deps.now() : fromLondonLocal(input.sendAt);
    const [after] = await tx
      .update(newsletterCampaigns)
      .set({ status: "scheduled", scheduledAt: at, updatedAt: new Date() })
      .where(eq(newsletterCampaigns.id, before.id))
      .returning();
    const summary =
      input.when === "now"
        ? `Sent the newsletter “${after!.subject}”`
        : `Scheduled the newsletter “${after!.subject}” for ${formatLondonDateTime(at)}`;
    return {
      result: { scheduledAt: at.toISOString() },
      log: entry(input.when === "now" ? "sent" : "scheduled", after!, summary, { before, after: after! }),
    };
  };

const moveStatus =
  (
    from: readonly CampaignStatus[],
    to: CampaignStatus,
    doing: string,
    action: string,
    verb: string,
  ): Run<{ id: string }, { status: CampaignStatus }> =>
  async ({ input, tx }) => {
    const before = await lockCampaign(tx, input.id);
    requireStatus(before, from, doing);
    const [after] = await tx
      .update(newsletterCampaigns)
      .set({ status: to, ...(to === "draft" ? { scheduledAt: null } : {}), updatedAt: new Date() })
      .where(and(eq(newsletterCampaigns.id, before.id), inArray(newsletterCampaigns.status, [...from])))
      .returning();
    return {
      result: { status: to },
      log: entry(action, after!, `${verb} the newsletter “${after!.subject}”`, { before, after: after! }),
    };
  };

export const unscheduleCampaignRun = moveStatus(["scheduled"], "draft", "taken back", "unscheduled", "Took back");
export const pauseCampaignRun = moveStatus(["sending"], "paused", "paused", "paused", "Paused");
export const resumeCampaignRun = moveStatus(["paused"], "sending", "resumed", "resumed", "Resumed");

/** To the signed-in staff member's own address, from the saved newsletter. */
export const sendTestCampaignRun =
  (deps: NewsletterDeps): Run<{ id: string }, { to: string }> =>
  async ({ input, tx, actor }) => {
    const [row] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, input.id));
    if (!row) throw new AdminActionError(GONE);
    const config = deps.mailConfig();
    const ctx = await mailContext(tx, config);
    await enqueueEmail(tx, campaignTestEmail(campaignMessage(row, config.siteUrl), actor.email, ctx));
    return {
      result: { to: actor.email },
      log: {
        action: "newsletter.test_sent",
        entityId: row.id,
        summary: `Sent a test of the newsletter “${row.subject}” to themself`,
      },
    };
  };

const def = <S extends z.ZodType, T>(
  name: string,
  schema: S,
  run: AdminActionDefinition<S, T>["run"],
  sendsMail = false,
): AdminActionDefinition<S, T> => ({
  name,
  schema,
  entity: "newsletter_campaign",
  run,
  ...(sendsMail ? { sendsMail } : {}),
});

export const newsletterActions = (deps: NewsletterDeps) => ({
  createCampaign: def("newsletter.create", campaignSchema, createCampaignRun),
  updateCampaign: def("newsletter.update", campaignSchema, updateCampaignRun),
  deleteCampaign: def("newsletter.delete", campaignIdSchema, deleteCampaignRun),
  scheduleCampaign: def("newsletter.schedule", makeScheduleSchema(deps.now), scheduleCampaignRun(deps), true),
  unscheduleCampaign: def("newsletter.unschedule", campaignIdSchema, unscheduleCampaignRun),
  pauseCampaign: def("newsletter.pause", campaignIdSchema, pauseCampaignRun),
  resumeCampaign: def("newsletter.resume", campaignIdSchema, resumeCampaignRun, true),
  sendTestCampaign: def("newsletter.sendTest", campaignIdSchema, sendTestCampaignRun(deps), true),
});
