"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { createHeroVideo } from "@/features/hero-management/actions";
import { TitledSection } from "@/components/admin/titled-section";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { SubmitButton } from "@/components/admin/submit-button";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { DEFAULT_HERO_DURATION_MS, msToSeconds, heroDetailsSchema, heroFileIssues } from "@/features/media/client";
import { IMAGE_ACCEPT, type UploadKind } from "@/lib/storage/media-rules";
import { cn } from "@/lib/utils";
import { FileSlot, type SlotFile } from "./file-slot";
import { HeroFields } from "./hero-fields";

type Values = z.input<typeof heroDetailsSchema>;
type Output = z.output<typeof heroDetailsSchema>;

const DEFAULTS: Values = {
  altText: "",
  slideSeconds: msToSeconds(DEFAULT_HERO_DURATION_MS),
  status: "draft",
  visible: true,
};

type SlotName = "poster" | "mp4" | "webm";

const SLOTS: ReadonlyArray<{
  name: SlotName;
  label: string;
  hint: string;
  accept: string;
  kind: UploadKind;
  video?: "mp4" | "webm";
}> = [
  {
    name: "poster",
    label: "Poster image (required)",
    hint: "JPEG, PNG, WebP or AVIF, up to 15 MB: the photograph of a still slide, or what shows before the video plays.",
    accept: IMAGE_ACCEPT,
    kind: "image",
  },
  {
    name: "mp4",
    label: "MP4 video (optional)",
    hint: "MP4, up to 200 MB. Leave it out for a still slide.",
    accept: "video/mp4,.mp4",
    kind: "video",
    video: "mp4",
  },
  {
    name: "webm",
    label: "WebM video (optional)",
    hint: "WebM, up to 200 MB, beside the MP4.",
    accept: "video/webm,.webm",
    kind: "video",
    video: "webm",
  },
];

/** A photograph alone, or a video with its poster: the server cannot draw a poster from a video. */
export function HeroAddForm({ className }: { className?: string }) {
  // Disabled until hydrated: a native submit would be a GET that drops the edits.
  const hydrated = useHydrated();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(heroDetailsSchema), defaultValues: DEFAULTS });
  const [files, setFiles] = useState<Partial<Record<SlotName, SlotFile>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<SlotName, string>>>({});
  const [generation, setGeneration] = useState(0);

  const { onSubmit: submit, pending } = useAdminSubmit(form, {
    action: async (values) => {
      const tokens = { mp4: files.mp4?.token, webm: files.webm?.token, poster: files.poster?.token };
      const issues = heroFileIssues(tokens);
      setFileErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      if (issues[0]) return { ok: false, error: issues[0].message };
      return createHeroVideo({ ...values, ...Object.fromEntries(Object.entries(tokens).filter(([, t]) => t)) });
    },
    onFailure: (message) => toast.error(message),
    onSaved: (saved) => {
      const what = saved.videoUrl ? "Hero video" : "Still slide";
      toast.success(saved.status === "published" ? `${what} added to the home page.` : `${what} saved as a draft.`);
      form.reset(DEFAULTS);
      setFiles({});
      setFileErrors({});
      setGeneration((g) => g + 1);
    },
  });

  return (
    <TitledSection
      id="hero-add-heading"
      title="Add a hero slide"
      description="A photograph on its own, or a short muted video loop (10 to 20 seconds, under 20 MB) with its poster. The WebM copy is optional and loads faster in most browsers."
      className={cn("rounded-lg border bg-card p-4 sm:p-5", className)}
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4" key={generation}>
        <fieldset disabled={!hydrated} className="contents">
          <div className="grid gap-4 md:grid-cols-3">
            {SLOTS.map(({ name, ...slot }) => (
              <FileSlot
                key={name}
                {...slot}
                id={`hero-${name}`}
                value={files[name] ?? null}
                onChange={(file) => setFiles((prev) => ({ ...prev, [name]: file ?? undefined }))}
                error={fileErrors[name]}
              />
            ))}
          </div>
          <HeroFields form={form} idPrefix="hero-new" />
          <div className="flex justify-end">
            <SubmitButton pending={pending} label="Add hero slide" busyLabel="Adding…" />
          </div>
        </fieldset>
      </form>
    </TitledSection>
  );
}
