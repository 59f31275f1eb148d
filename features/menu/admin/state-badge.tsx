import { CalendarClock, CalendarX2, Eye, EyeOff, FilePen } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { PUBLIC_STATE_LABELS, type PublicState } from "@/features/menu/admin-state";

const LOOK: Record<PublicState, { variant: BadgeProps["variant"]; Icon: typeof Eye }> = {
  live: { variant: "success", Icon: Eye },
  draft: { variant: "secondary", Icon: FilePen },
  hidden: { variant: "warning", Icon: EyeOff },
  scheduled: { variant: "info", Icon: CalendarClock },
  ended: { variant: "outline", Icon: CalendarX2 },
};

/** "Public now" in green, and every reason it is not in its own colour and icon (never colour alone). */
export function StateBadge({ state }: { state: PublicState }) {
  const { variant, Icon } = LOOK[state];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {PUBLIC_STATE_LABELS[state]}
    </Badge>
  );
}
