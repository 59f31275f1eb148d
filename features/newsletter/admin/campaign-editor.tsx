"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";
import { ControlledGroup, describedBy, FormField, SelectField, TextField } from "@/components/admin/form-field";
import { RichTextField } from "@/components/admin/rich-text-field";
import { EditorButtons } from "@/components/admin/editor-buttons";
import { FieldCard } from "@/components/admin/field-card";
import { useEditorForm } from "@/components/admin/use-editor-form";
import { NativeSelect } from "@/components/ui/native-select";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import type { LibraryImage } from "@/features/media/client";
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_LIMITS,
  campaignSchema,
  type CampaignData,
  type CampaignInput,
} from "@/features/newsletter/schema";
import { sizeFor, type AudienceSizes } from "@/features/newsletter/audience";
import { CampaignImagePicker } from "./campaign-image-picker";

type SaveAction = ActionProp<CampaignInput, { id: string }>;

const AUDIENCE_OPTIONS = Object.entries(CAMPAIGN_AUDIENCE_LABELS).map(([value, label]) => ({ value, label }));

/** A guest-book tag the form offers, under its kind's heading. */
export interface AudienceTagOption {
  value: string;
  label: string;
  group: string;
}

export interface AudienceChoicesProps {
  sizes: AudienceSizes;
  tags: readonly AudienceTagOption[];
}

export function CampaignEditor({
  initial,
  action,
  mode,
  library,
  audience,
}: {
  initial: CampaignInput;
  action: SaveAction;
  mode: "create" | "edit";
  library: readonly LibraryImage[];
  audience: AudienceChoicesProps;
}) {
  const { form, hydrated, onSubmit, pending, err, bind } = useEditorForm(
    campaignSchema,
    initial,
    action,
    "Could not save the newsletter",
    ({ id }) => ({
      title: mode === "create" ? "Newsletter saved as a draft" : "Newsletter saved",
      description: "Check the preview, send yourself a test, then choose when it goes.",
      href: `/admin/newsletter/${id}`,
    }),
  );
  const { control } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl">
      <fieldset disabled={!hydrated} className="space-y-8">
        <FieldCard title="Message">
          <TextField label="Subject" {...bind("subject")} maxLength={CAMPAIGN_LIMITS.subject} />
          <TextField
            label="Preview line (optional)"
            hint="Shown after the subject in most inboxes. Empty: the message's first line."
            {...bind("preheader")}
            maxLength={CAMPAIGN_LIMITS.preheader}
          />
          <ControlledGroup
            control={control}
            name="imageUrl"
            label="Photo (optional)"
            hint="From the media library, shown above the message. Upload new photos in the Gallery first."
            error={err("imageUrl")}
          >
            {(field, aria) => (
              <CampaignImagePicker
                value={field.value ?? ""}
                library={library}
                {...aria}
                onChange={(url) => field.onChange(url)}
              />
            )}
          </ControlledGroup>
          <TextField
            label="Photo description"
            hint="What the photo shows, for guests whose mail shows no images or who use a screen reader."
            {...bind("imageAlt")}
          />
          <RichTextField
            control={control}
            name="bodyHtml"
            label="Message"
            hint="Warm and short reads best. Links may go to a page here, such as /menu, or to https://…"
            error={err("bodyHtml")}
          />
        </FieldCard>

        <FieldCard title="Who it goes to">
          <SelectField
            label="Send to"
            hint="Anyone who has unsubscribed is never included, whatever their tags."
            options={AUDIENCE_OPTIONS}
            {...bind("audience")}
          />
          <AudienceFields form={form} tags={audience.tags} sizes={audience.sizes} error={err("audienceTag")} />
        </FieldCard>

        <EditorButtons
          pending={pending}
          label="Save draft"
          cancelHref={initial.id ? `/admin/newsletter/${initial.id}` : "/admin/newsletter"}
        />
      </fieldset>
    </form>
  );
}

/** The tag to choose when the audience is tagged, and how many guests the choice reaches now. */
function AudienceFields({
  form,
  tags,
  sizes,
  error,
}: {
  form: UseFormReturn<CampaignInput, unknown, CampaignData>;
  tags: readonly AudienceTagOption[];
  sizes: AudienceSizes;
  error: string | undefined;
}) {
  const [audience, audienceTag] = useWatch({ control: form.control, name: ["audience", "audienceTag"] });
  const tagged = audience === "tagged";
  const count = sizeFor(sizes, { audience, audienceTag: audienceTag || null });
  const groups = [...new Set(tags.map((t) => t.group))];
  const hint = tags.length
    ? "The tags guests carry in the guest book now."
    : "No guest has a tag yet: tag guests on their page in the guest book first.";
  return (
    <>
      {tagged ? (
        <FormField id="audienceTag" label="Tag" hint={hint} error={error}>
          <NativeSelect
            id="audienceTag"
            {...form.register("audienceTag")}
            {...describedBy("audienceTag", { hint: true, error })}
          >
            <option value="">Choose a tag</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {tags
                  .filter((t) => t.group === group)
                  .map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <p className="text-sm" aria-live="polite">
        {tagged && !audienceTag ? (
          "Choose a tag to see how many guests it reaches."
        ) : (
          <>
            Goes to <strong>{count}</strong> {count === 1 ? "guest" : "guests"} subscribed now.
            {count === 0 && tagged ? " Nobody subscribed has this tag, so it cannot be sent." : null}
          </>
        )}
      </p>
    </>
  );
}
