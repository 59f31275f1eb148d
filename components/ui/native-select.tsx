import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A styled native <select>: phones show their own picker, screen readers and keyboards get the
 * platform behaviour for free, and it works inside a plain <form> without JavaScript.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** One <option> a choice, for a NativeSelect. */
export function SelectOptions({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
