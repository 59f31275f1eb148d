"use client";

import { Controller, useWatch, type Control } from "react-hook-form";
import { ControlledGroup, FieldError, SelectField, TextField } from "@/components/admin/form-field";
import { RichTextField } from "@/components/admin/rich-text-field";
import { EditorButtons } from "@/components/admin/editor-buttons";
import { FieldCard } from "@/components/admin/field-card";
import { useEditorForm } from "@/components/admin/use-editor-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ActionProp } from "@/lib/actions/admin-action-core";
import { POPUP_PAGES } from "@/features/popups/pages";
import type { PublicPopup } from "@/features/popups/types";
import {
  isAllowedCtaUrl,
  isAllowedImageUrl,
  popupSchema,
  type PopupData,
  type PopupInput,
} from "@/features/popups/schema";
import type { LibraryImage } from "@/features/media/client";
import { PopupImagePicker } from "./popup-image-picker";
import { PopupPreview } from "./popup-preview";

type SaveAction = ActionProp<PopupInput, { id: string }>;

export const EMPTY_POPUP: PopupInput = {
  status: "draft",
  startAt: "",
  endAt: "",
  priority: 0,
  // No page until the manager picks one: a default would publish the popup where nobody chose.
  pages: [],
  audience: "everyone",
  frequency: "session",
  headline: "",
  bodyHtml: "",
  imageUrl: "",
  imageAlt: "",
  ctaLabel: "",
  ctaUrl: "",
  dismissible: true,
};

const AUDIENCE_OPTIONS = [
  { value: "everyone", label: "Everyone" },
  { value: "new", label: "First-time visitors" },
  { value: "returning", label: "Returning visitors" },
];
const FREQUENCY_OPTIONS = [
  { value: "always", label: "Every page view" },
  { value: "session", label: "Once per visit, until closed" },
  { value: "persistent", label: "Once, until closed (remembered 90 days)" },
];
const STATUS_OPTIONS = [
  { value: "draft", label: "Draft (not shown)" },
  { value: "published", label: "Published" },
];

function previewOf(v: PopupInput): PublicPopup {
  const ctaOk = Boolean(v.ctaLabel?.trim()) && isAllowedCtaUrl(v.ctaUrl ?? "");
  return {
    id: "preview",
    headline: v.headline ?? "",
    bodyHtml: v.bodyHtml ?? "",
    imageUrl: v.imageUrl && isAllowedImageUrl(v.imageUrl) ? v.imageUrl.trim() : null,
    imageAlt: v.imageAlt ?? "",
    ctaLabel: ctaOk ? v.ctaLabel!.trim() : null,
    ctaUrl: ctaOk ? v.ctaUrl!.trim() : null,
    dismissible: v.dismissible ?? true,
    pages: v.pages ?? [],
    audience: v.audience ?? "everyone",
    frequency: v.frequency ?? "session",
    priority: v.priority ?? 0,
    createdAt: "",
    startAt: null,
    endAt: null,
  };
}

export function PopupEditor({
  initial,
  action,
  mode,
  library,
}: {
  initial: PopupInput;
  action: SaveAction;
  mode: "create" | "edit";
  library: readonly LibraryImage[];
}) {
  const { form, hydrated, onSubmit, pending, err, bind } = useEditorForm(
    popupSchema,
    initial,
    action,
    "Could not save the popup",
    () => ({
      title: mode === "create" ? "Popup created" : "Popup saved",
      description: "The website shows the change from the next page a guest opens.",
      href: "/admin/popups",
    }),
  );
  const { control } = form;
  const errors = form.formState.errors;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_28rem] xl:grid-rows-[auto_1fr]"
    >
      <fieldset disabled={!hydrated} className="contents">
        <div className="space-y-8">
          <FieldCard title="Message">
            <TextField label="Headline" {...bind("headline")} maxLength={120} />
            <RichTextField
              control={control}
              name="bodyHtml"
              label="Body"
              hint="Short and warm: two or three sentences read best."
              error={err("bodyHtml")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ControlledGroup
                control={control}
                name="imageUrl"
                label="Image (optional)"
                hint="From the media library: one of the gallery’s photos, or a new upload."
                error={err("imageUrl")}
              >
                {(field, aria) => (
                  <PopupImagePicker
                    value={field.value ?? ""}
                    library={library}
                    {...aria}
                    onChange={(image) => {
                      field.onChange(image?.url ?? "");
                      form.setValue("imageToken", image?.token, { shouldDirty: true });
                    }}
                  />
                )}
              </ControlledGroup>
              <TextField
                label="Image description"
                hint="What the image shows, for guests using screen readers."
                {...bind("imageAlt")}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Button label (optional)" {...bind("ctaLabel")} maxLength={40} />
              <TextField
                label="Button link"
                hint="https://… (opens in a new tab) or a page here such as /reservations."
                inputMode="url"
                {...bind("ctaUrl")}
              />
            </div>
          </FieldCard>

          <FieldCard title="Where and when">
            <fieldset aria-describedby={err("pages") ? "pages-error" : undefined}>
              <legend className="text-sm font-medium">Pages</legend>
              <Controller
                control={control}
                name="pages"
                render={({ field }) => (
                  <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                    {POPUP_PAGES.map(({ path, label }) => {
                      const checked = (field.value ?? []).includes(path);
                      return (
                        <li key={path} className="flex items-center gap-2">
                          <Checkbox
                            id={`page-${path}`}
                            checked={checked}
                            onCheckedChange={(on) =>
                              field.onChange(
                                on ? [...(field.value ?? []), path] : (field.value ?? []).filter((p) => p !== path),
                              )
                            }
                          />
                          <Label htmlFor={`page-${path}`} className="font-normal">
                            {label}
                          </Label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              />
              <FieldError
                id="pages-error"
                message={
                  err("pages") ?? (errors.pages as unknown as Array<{ message?: string }> | undefined)?.[0]?.message
                }
              />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Starts (London time)"
                hint="Empty: from when it is published."
                type="datetime-local"
                {...bind("startAt")}
              />
              <TextField
                label="Ends (London time)"
                hint="Empty: until you unpublish it."
                type="datetime-local"
                {...bind("endAt")}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Audience" options={AUDIENCE_OPTIONS} {...bind("audience")} />
              <SelectField label="How often" options={FREQUENCY_OPTIONS} {...bind("frequency")} />
            </div>
          </FieldCard>

          <FieldCard title="Publishing">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Status" options={STATUS_OPTIONS} {...bind("status")} />
              <TextField
                label="Priority"
                hint="When two popups share a page, the higher number shows."
                type="number"
                step={1}
                {...bind("priority", "priority", { valueAsNumber: true })}
              />
            </div>
            <Controller
              control={control}
              name="dismissible"
              render={({ field }) => (
                <div className="flex items-start gap-3">
                  <Switch
                    id="dismissible"
                    checked={field.value ?? true}
                    onCheckedChange={field.onChange}
                    aria-describedby="dismissible-hint"
                  />
                  <div>
                    <Label htmlFor="dismissible">Guests can close it</Label>
                    <p id="dismissible-hint" className="mt-1 text-xs text-muted-foreground">
                      Off: it sits at the foot of the screen without blocking the page, and goes when its button is
                      used.
                    </p>
                  </div>
                </div>
              )}
            />
          </FieldCard>
        </div>

        <aside
          aria-labelledby="preview-title"
          className="xl:sticky xl:top-20 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start"
        >
          <h2 id="preview-title" className="text-sm font-semibold">
            Live preview
          </h2>
          <p className="mt-1 mb-3 text-xs text-muted-foreground">
            Drawn by the website’s own popup: this is what guests see.
          </p>
          <LivePreview control={control} />
        </aside>

        <EditorButtons
          pending={pending}
          label={mode === "create" ? "Create popup" : "Save popup"}
          cancelHref="/admin/popups"
          className="xl:col-start-1"
        />
      </fieldset>
    </form>
  );
}

/** Subscribes on its own, so typing re-renders the preview and not the whole form. */
function LivePreview({ control }: { control: Control<PopupInput, unknown, PopupData> }) {
  const values = useWatch({ control }) as PopupInput;
  return <PopupPreview popup={previewOf(values)} />;
}
