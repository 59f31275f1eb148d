"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pause, Pencil, Play, Send, Trash2, Undo2, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmButton, ConfirmDialog } from "@/components/admin/confirm-button";
import { FieldError } from "@/components/admin/form-field";
import { toastAction } from "@/components/admin/toast-action";
import { AlertDialogCancel } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult, ActionProp } from "@/lib/actions/admin-action-core";
import type { CampaignStatus } from "@/lib/db/schema/newsletter-vocabulary";
import { formatLondonDateTime, fromLondonLocal, isLondonLocal } from "@/lib/time/london";
import { audienceInWords, noAudienceMessage, scheduleSchema, type ScheduleInput } from "@/features/newsletter/schema";
import { minutesToSend } from "@/features/newsletter/pacing";

type IdAction<T> = ActionProp<{ id: string }, T>;

export interface CampaignControlActions {
  schedule: ActionProp<ScheduleInput, { scheduledAt: string }>;
  unschedule: IdAction<{ status: CampaignStatus }>;
  pause: IdAction<{ status: CampaignStatus }>;
  resume: IdAction<{ status: CampaignStatus }>;
  sendTest: IdAction<{ to: string }>;
  remove: IdAction<{ id: string }>;
}

/** How many guests the campaign would reach now, and the tag it is limited to (as a host reads it), if any. */
export interface CampaignAudienceNow {
  count: number;
  tag: string | null;
}

export function CampaignControls({
  campaign,
  audience,
  staffEmail,
  actions,
}: {
  campaign: { id: string; subject: string; status: CampaignStatus; perMinute: number };
  audience: CampaignAudienceNow;
  staffEmail: string;
  actions: CampaignControlActions;
}) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const { id, status } = campaign;
  const simple = (call: () => Promise<ActionResult<unknown>>, failure: string, done: string) =>
    startTransition(async () => {
      await toastAction(call(), failure, () => {
        toast.success(done);
        router.refresh();
      });
    });

  // The one-click steps differ only in which action runs, when it is offered and what the toast says.
  const steps: Array<{
    shows: boolean;
    icon: LucideIcon;
    label: string;
    run: IdAction<unknown>;
    failure: string;
    done: string;
    variant: "default" | "outline";
  }> = [
    {
      shows: true,
      icon: Send,
      label: "Send me a test",
      run: actions.sendTest,
      failure: "Could not send the test",
      done: `Test sent to ${staffEmail}`,
      variant: "outline",
    },
    {
      shows: status === "scheduled",
      icon: Undo2,
      label: "Back to draft",
      run: actions.unschedule,
      failure: "Could not take it back",
      done: "Back to a draft: nothing was sent",
      variant: "outline",
    },
    {
      shows: status === "sending",
      icon: Pause,
      label: "Pause sending",
      run: actions.pause,
      failure: "Could not pause it",
      done: "Paused: no more batches go until you resume",
      variant: "outline",
    },
    {
      shows: status === "paused",
      icon: Play,
      label: "Resume sending",
      run: actions.resume,
      failure: "Could not resume it",
      done: "Resumed: the next batch goes shortly",
      variant: "default",
    },
  ];

  return (
    <div className="space-y-6">
      {status === "draft" || status === "scheduled" ? (
        <ScheduleForm campaign={campaign} audience={audience} schedule={actions.schedule} />
      ) : null}

      <div className="flex flex-wrap gap-2">
        {status === "draft" || status === "scheduled" ? (
          <Button asChild variant="outline">
            <Link href={`/admin/newsletter/${id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
        {steps.map(({ shows, icon: Icon, label, run, failure, done, variant }) =>
          shows ? (
            <Button
              key={label}
              type="button"
              variant={variant}
              disabled={busy}
              onClick={() => simple(() => run({ id }), failure, done)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ) : null,
        )}
        {status === "draft" || status === "scheduled" ? (
          <ConfirmButton
            title="Delete this newsletter?"
            description={`“${campaign.subject}” will be deleted. Nothing has been sent to guests.`}
            onConfirm={() =>
              toastAction(actions.remove({ id }), "Could not delete the newsletter", () => {
                toast.success("Newsletter deleted");
                router.push("/admin/newsletter");
              })
            }
          >
            <Trash2 aria-hidden="true" />
            Delete
          </ConfirmButton>
        ) : null}
      </div>
      <p className="text-xs break-words text-muted-foreground">
        The test goes only to you, at {staffEmail}: the saved newsletter, marked [Test].
      </p>
    </div>
  );
}

function ScheduleForm({
  campaign,
  audience,
  schedule,
}: {
  campaign: { id: string; subject: string; perMinute: number };
  audience: CampaignAudienceNow;
  schedule: CampaignControlActions["schedule"];
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<ScheduleInput | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<ScheduleInput>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: { id: campaign.id, when: "now", sendAt: "" },
  });
  const when = useWatch({ control: form.control, name: "when" });
  const sendAtError = form.formState.errors.sendAt?.message;
  const { count, tag } = audience;
  const guests = `${count} ${count === 1 ? "guest" : "guests"}`;
  const tagged = tag ? ` tagged “${tag}”` : "";
  const minutes = minutesToSend(count, campaign.perMinute);
  const pace = `At ${campaign.perMinute} a minute it takes about ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  const at =
    confirming?.when === "later" && isLondonLocal(confirming.sendAt) ? fromLondonLocal(confirming.sendAt) : null;

  return (
    <form
      noValidate
      aria-labelledby="schedule-heading"
      className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
      onSubmit={form.handleSubmit((values) => setConfirming(values))}
    >
      <h2 id="schedule-heading" className="text-base font-semibold">
        Send
      </h2>
      <p className="text-sm">
        Goes to <strong>{guests}</strong> subscribed{tagged} now, each with their own unsubscribe link. {pace}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">When</legend>
        <div className="flex items-center gap-2">
          <input type="radio" id="when-now" value="now" {...form.register("when")} className="size-4 accent-gold" />
          <Label htmlFor="when-now" className="font-normal">
            Now
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <input type="radio" id="when-later" value="later" {...form.register("when")} className="size-4 accent-gold" />
          <Label htmlFor="when-later" className="font-normal">
            At a date and time
          </Label>
        </div>
      </fieldset>
      {when === "later" ? (
        <div className="max-w-xs">
          <Label htmlFor="sendAt">Date and time (London)</Label>
          <Input
            id="sendAt"
            type="datetime-local"
            className="mt-2"
            aria-invalid={sendAtError ? true : undefined}
            aria-describedby={sendAtError ? "sendAt-error" : undefined}
            {...form.register("sendAt")}
          />
          <FieldError id="sendAt-error" message={sendAtError} />
        </div>
      ) : null}
      <Button type="submit" disabled={count === 0}>
        <Send aria-hidden="true" />
        {when === "later" ? "Schedule…" : "Send now…"}
      </Button>
      {count === 0 ? <p className="text-sm text-muted-foreground">{noAudienceMessage(tag)}</p> : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !pending && !open && setConfirming(null)}
        title={at ? "Schedule this newsletter?" : "Send this newsletter now?"}
        description={
          at
            ? `“${campaign.subject}” will go to ${audienceInWords(tag)} at ${formatLondonDateTime(at)} (London), about ${guests} today. ${pace}`
            : `“${campaign.subject}” will go to ${guests}${tagged} now. ${pace} You can pause it while it sends.`
        }
        cancel={<AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>}
      >
        <Button
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              if (!confirming) return;
              const ok = await toastAction(schedule(confirming), "Could not send the newsletter", () => {
                toast.success(at ? "Newsletter scheduled" : "Newsletter on its way", {
                  description: at ? `It goes at ${formatLondonDateTime(at)}.` : "Follow its progress on this page.",
                });
                router.refresh();
              });
              if (ok) setConfirming(null);
            })
          }
        >
          {pending ? "Sending..." : at ? "Schedule" : `Send to ${guests}`}
        </Button>
      </ConfirmDialog>
    </form>
  );
}
