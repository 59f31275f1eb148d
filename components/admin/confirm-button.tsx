"use client";

import { useState, useTransition } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";

/** Asks before an irreversible action; the dialog stays open until `onConfirm` succeeds (return false to keep it open). */
export function ConfirmButton({
  title,
  description,
  confirmLabel = "Delete",
  busyLabel = "Deleting…",
  onConfirm,
  children,
  ...buttonProps
}: Omit<ButtonProps, "onClick" | "title"> & {
  title: string;
  description: React.ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  onConfirm: () => Promise<boolean | void>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={
        <Button variant="outline" {...buttonProps}>
          {children}
        </Button>
      }
      title={title}
      description={description}
      cancel={<AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>}
    >
      <Button
        variant="destructive"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const outcome = await onConfirm();
            if (outcome !== false) setOpen(false);
          })
        }
      >
        {pending ? busyLabel : confirmLabel}
      </Button>
    </ConfirmDialog>
  );
}

/** A question before going on: its title and explanation, then `cancel` and the button that goes on (`children`). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: React.ReactNode;
  title: string;
  description: React.ReactNode;
  cancel: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {cancel}
          {children}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
