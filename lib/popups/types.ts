/** A popup as the public site receives it: sanitised body, vetted link, ISO timestamps. */
export interface PublicPopup {
  id: string;
  headline: string;
  /** Already sanitised HTML (see lib/popups/sanitize.ts). */
  bodyHtml: string;
  imageUrl: string | null;
  imageAlt: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
  dismissible: boolean;
  pages: string[];
  /** "new", "returning", anything else means everyone (SPEC §3). */
  audience: string;
  /** "always", "session", anything else means persistent (SPEC §3). */
  frequency: string;
  priority: number;
  createdAt: string;
  startAt: string | null;
  endAt: string | null;
}

export interface Dismissals {
  /** Popup ids dismissed in this browser session. */
  session: ReadonlySet<string>;
  /** Popup id → time of dismissal (ms since epoch), kept across sessions. */
  persistent: Readonly<Record<string, number>>;
}
