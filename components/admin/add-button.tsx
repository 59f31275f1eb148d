import { Plus } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** A button that adds something on the page itself, marked with a plus (NewLink leads to a page that makes one). */
export function AddButton({ children, ...button }: Omit<ButtonProps, "type" | "asChild">) {
  return (
    <Button type="button" {...button}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
