"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { describedBy, fieldBinder, SelectField, TextField } from "@/components/admin/form-field";
import { Input } from "@/components/ui/input";
import type { AdminMenuItem, AdminMenuSection } from "@/features/menu/admin-types";
import { toLondonLocalValue } from "@/lib/time/london";
import { DIETARY_TAGS, UK_ALLERGENS } from "@/lib/db/schema/menu-vocabulary";
import {
  MENU_LIMITS,
  menuItemFormSchema,
  priceInputValue,
  splitStoredTags,
  type MenuItemFormInput,
  type MenuItemFormOutput,
} from "@/features/menu/schema";
import { saveMenuItem } from "@/features/menu/actions";
import { announceAdded } from "./added-toast";
import {
  CheckboxGroup,
  CheckboxRow,
  DescriptionField,
  FormDialogEnd,
  Field,
  FieldError,
  useMenuSubmit,
} from "./form-parts";
import { PublishingFields } from "./schedule-fields";

function initialValues(sectionId: string, item?: AdminMenuItem): MenuItemFormInput {
  const tags = splitStoredTags(item?.dietaryTags ?? []);
  return {
    ...(item ? { id: item.id } : {}),
    sectionId: item?.sectionId ?? sectionId,
    name: item?.name ?? "",
    price: item ? priceInputValue(item.price) : "",
    description: item?.description ?? "",
    isSpecial: item?.isSpecial ?? false,
    dietaryTags: tags.dietaryTags,
    customDietaryTags: tags.customDietaryTags,
    allergens: (item?.allergens ?? []) as MenuItemFormInput["allergens"],
    status: item?.status ?? "draft",
    visible: item?.visible ?? true,
    publishAt: toLondonLocalValue(item?.publishAt),
    unpublishAt: toLondonLocalValue(item?.unpublishAt),
  };
}

/** Add or edit a dish; choosing another section moves it there. */
export function ItemForm({
  item,
  sectionId,
  sections,
  onSaved,
}: {
  item?: AdminMenuItem;
  sectionId: string;
  sections: readonly AdminMenuSection[];
  onSaved: () => void;
}) {
  const form = useForm<MenuItemFormInput, unknown, MenuItemFormOutput>({
    resolver: zodResolver(menuItemFormSchema),
    defaultValues: initialValues(sectionId, item),
  });
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form);
  const { onSubmit, pending, formError } = useMenuSubmit(form, saveMenuItem, "The dish was not saved", (saved) => {
    const values = getValues();
    const home = sections.find((s) => s.id === values.sectionId);
    if (item) toast.success("Dish saved", { description: values.name });
    // Publishing the dish is not enough while its section is a draft.
    else
      announceAdded({
        kind: "item",
        id: saved.id,
        name: values.name,
        status: values.status,
        note: home?.status === "draft" ? `Its section “${home.title}” is still a draft.` : undefined,
      });
    onSaved();
  });

  const section = sections.find((s) => s.id === sectionId);
  const ids = {
    section: "item-section",
    name: "item-name",
    price: "item-price",
    description: "item-description",
    custom: "item-custom-tags",
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{item ? `Edit “${item.name}”` : `New dish${section ? ` in ${section.title}` : ""}`}</DialogTitle>
        <DialogDescription>
          What guests read on the menu, with its price, dietary notes and allergens.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
        <TextField label="Name" autoComplete="off" maxLength={MENU_LIMITS.name} {...bind("name", ids.name)} />
        <Field id={ids.price} label="Price (£)" hint="Pounds and pence, e.g. 12.50" error={errors.price?.message}>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
            >
              £
            </span>
            <Input
              id={ids.price}
              inputMode="decimal"
              autoComplete="off"
              className="pl-7 tabular-nums"
              {...describedBy(ids.price, { hint: true, error: errors.price?.message })}
              {...register("price", {
                // "12.5" reads back as "12.50" once staff move on.
                onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
                  const text = e.target.value.trim().replace(/^£\s*/, "");
                  if (/^\d+(\.\d{1,2})?$|^\d*\.\d{1,2}$/.test(text) && Number(text) > 0)
                    form.setValue("price", Number(text).toFixed(2));
                },
              })}
            />
          </div>
        </Field>
      </div>

      <SelectField
        label="Section"
        hint={item ? "Choose another section to move the dish there; it goes to the end of that section." : undefined}
        options={sections.map((s) => ({ value: s.id, label: s.title }))}
        {...bind("sectionId", ids.section)}
      />

      <DescriptionField {...bind("description", ids.description)} />

      <CheckboxRow
        id="item-special"
        label="Chef's special"
        hint="Marked with a gold star on the menu."
        {...register("isSpecial")}
      />

      <fieldset className="grid gap-3" aria-describedby={errors.dietaryTags ? "item-diet-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Dietary tags</legend>
        <CheckboxGroup
          idPrefix="item-diet"
          options={DIETARY_TAGS}
          className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3"
          {...register("dietaryTags")}
        />
        <TextField
          label="Other tags (optional)"
          hint="Separate with commas, e.g. Mild, Sharing plate"
          autoComplete="off"
          {...bind("customDietaryTags", ids.custom)}
        />
        <FieldError id="item-diet-error" message={errors.dietaryTags?.message} />
      </fieldset>

      <fieldset aria-describedby="item-allergens-hint">
        <legend className="text-sm font-medium">Allergens</legend>
        <p id="item-allergens-hint" className="mt-1 mb-3 text-xs text-muted-foreground">
          Tick every one of the 14 regulated allergens the dish contains. Guests see “None of the 14 major allergens
          declared.” when none is ticked.
        </p>
        <CheckboxGroup
          idPrefix="item-allergen"
          options={UK_ALLERGENS}
          className="grid grid-cols-1 gap-x-4 gap-y-2.5 min-[420px]:grid-cols-2"
          {...register("allergens", { deps: ["dietaryTags"] })}
        />
        <FieldError id="item-allergens-error" message={errors.allergens?.message} />
      </fieldset>

      <PublishingFields idPrefix="item" form={form} visibleHint="Untick to hide it, e.g. when it sells out." />

      <FormDialogEnd formError={formError} busy={pending} submitLabel={item ? "Save dish" : "Add dish"} />
    </form>
  );
}
