import type { ContentStatus } from "@/features/menu/schema";

/** The menu as the admin page gets it: every row, whatever its state, dates as ISO strings. */
export interface AdminMenuItem {
  id: string;
  sectionId: string;
  name: string;
  price: number;
  description: string | null;
  isSpecial: boolean;
  dietaryTags: string[];
  allergens: string[];
  status: ContentStatus;
  visible: boolean;
  sortIndex: number;
  publishAt: string | null;
  unpublishAt: string | null;
}

export interface AdminMenuSection {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  status: ContentStatus;
  visible: boolean;
  sortIndex: number;
  publishAt: string | null;
  unpublishAt: string | null;
  items: AdminMenuItem[];
}
