export interface PublicPopup {
  id: string;
  headline: string;
  bodyHtml: string;
  imageUrl: string | null;
  imageAlt: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
  dismissible: boolean;
  pages: string[];
  audience: string;
  frequency: string;
  priority: number;
  createdAt: string;
  startAt: string | null;
  endAt: string | null;
}

export interface Dismissals {
  session: ReadonlySet<string>;
  persistent: Readonly<Record<string, number>>;
}
