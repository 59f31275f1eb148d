"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldBinder, TextField } from "@/components/admin/form-field";
import { slugify } from "@/features/menu/admin-state";
import type { AdminMenuSection } from "@/features/menu/admin-types";
import { toLondonLocalValue } from "@/lib/time/london";
import {
  MENU_LIMITS,
  menuSectionFormSchema,
  type MenuSectionFormInput,
  type MenuSectionFormOutput,
} from "@/features/menu/schema";
import { saveMenuSection } from "@/features/menu/actions";
import { announceAdded } from "./added-toast";
import { DescriptionField, FormDialogEnd, useMenuSubmit } from "./form-parts";
import { PublishingFields } from "./schedule-fields";

function initialValues(section?: AdminMenuSection): MenuSectionFormInput {
  return {
    ...(section ? { id: section.id } : {}),
    title: section?.title ?? "",
    slug: section?.slug ?? "",
    description: section?.description ?? "",
    status: section?.status ?? "draft",
    visible: section?.visible ?? true,
    publishAt: toLondonLocalValue(section?.publishAt),
    unpublishAt: toLondonLocalValue(section?.unpublishAt),
  };
}

/** Add or edit a section (inside the page's dialog). */
export function SectionForm({ section, onSaved }: { section?: AdminMenuSection; onSaved: () => void }) {
  const form = useForm<MenuSectionFormInput, unknown, MenuSectionFormOutput>({
    resolver: zodResolver(menuSectionFormSchema),
    defaultValues: initialValues(section),
  });
  const { setValue, getValues } = form;
  const bind = fieldBinder(form);
  // A new section's slug follows its title until staff type their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(section));
  const { onSubmit, pending, formError } = useMenuSubmit(
    form,
    saveMenuSection,
    "The section was not saved",
    (saved) => {
      if (section) toast.success("Section saved", { description: getValues("title") });
      else announceAdded({ kind: "section", id: saved.id, name: getValues("title"), status: getValues("status") });
      onSaved();
    },
  );

  const ids = { title: "section-title", slug: "section-slug", description: "section-description" };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{section ? `Edit “${section.title}”` : "New section"}</DialogTitle>
        <DialogDescription>
          A heading on the public menu, like Small Plates or Desserts, with its dishes beneath.
        </DialogDescription>
      </DialogHeader>

      <TextField
        label="Title"
        autoComplete="off"
        maxLength={MENU_LIMITS.title}
        {...bind("title", ids.title, {
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            if (!slugEdited) setValue("slug", slugify(e.target.value, MENU_LIMITS.slug));
          },
        })}
      />

      <TextField
        label="Slug"
        hint="The section's address on the menu page, e.g. /menu#small-plates. Made from the title; change it if you like."
        autoComplete="off"
        spellCheck={false}
        maxLength={MENU_LIMITS.slug}
        {...bind("slug", ids.slug, { onChange: () => setSlugEdited(true) })}
      />

      <DescriptionField
        hint="A line under the heading, e.g. “Cooked over live charcoal.”"
        {...bind("description", ids.description)}
      />

      <PublishingFields
        idPrefix="section"
        form={form}
        visibleHint="Untick to hide it for a while without changing anything else."
      />

      <FormDialogEnd formError={formError} busy={pending} submitLabel={section ? "Save section" : "Add section"} />
    </form>
  );
}
