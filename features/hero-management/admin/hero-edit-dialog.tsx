"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { updateHeroVideo } from "@/features/hero-management/actions";
import { DialogFormFooter } from "@/components/admin/dialog-form-footer";
import { EditDialog } from "@/components/admin/edit-dialog";
import { useAdminSubmit } from "@/components/admin/use-admin-submit";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { type AdminHeroVideo, msToSeconds, heroVideoSchema } from "@/features/media/client";
import { HeroFields } from "./hero-fields";
import { SlidePoster } from "./slide-poster";

type Values = z.input<typeof heroVideoSchema>;
type Output = z.output<typeof heroVideoSchema>;

export function HeroEditDialog({ video, onClose }: { video: AdminHeroVideo | null; onClose: () => void }) {
  return (
    <EditDialog editing={video} onClose={onClose} className="max-w-xl">
      {(video) => <HeroEditForm key={video.id} video={video} onDone={onClose} />}
    </EditDialog>
  );
}

function HeroEditForm({ video, onDone }: { video: AdminHeroVideo; onDone: () => void }) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(heroVideoSchema),
    defaultValues: {
      id: video.id,
      altText: video.altText,
      slideSeconds: msToSeconds(video.transitionDuration),
      status: video.status,
      visible: video.visible,
    },
  });

  const { onSubmit: save, pending } = useAdminSubmit(form, {
    action: updateHeroVideo,
    onFailure: (message) => toast.error(message),
    onSaved: () => {
      toast.success(video.mp4 ? "Hero video saved." : "Still slide saved.");
      onDone();
    },
  });

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{video.mp4 ? "Edit hero video" : "Edit still slide"}</DialogTitle>
        <DialogDescription>
          {video.mp4
            ? "To change the video or its poster, add a new hero slide and delete this one."
            : "To change the photograph, add a new hero slide and delete this one."}
        </DialogDescription>
      </DialogHeader>
      <SlidePoster video={video} />
      <HeroFields form={form} idPrefix="hero-edit" />
      <DialogFormFooter pending={pending} onCancel={onDone} />
    </form>
  );
}
