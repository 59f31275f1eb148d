import { formatTime12 } from "@/lib/time/clock";
import { hoursKey, periodsOf, WEEKDAYS, type WeeklyHours } from "@/features/opening-times/client";
import type { ContactSettings } from "./types";

export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+44${digits.slice(1)}`;
  return `tel:${digits}`;
}

export function addressLinesOf(c: Pick<ContactSettings, "street" | "locality" | "region" | "postcode">): string[] {
  const town = [c.locality, c.region].filter((s) => s.trim() !== "").join(", ");
  return [c.street, town, c.postcode].filter((s) => s.trim() !== "");
}

function mapsQueryOf(name: string, c: ContactSettings): string {
  return encodeURIComponent(`${name}, ${addressLinesOf(c).join(", ")}`);
}

export function directionsUrlOf(name: string, c: ContactSettings): string {
  return c.directionsUrl.trim() !== ""
    ? c.directionsUrl
    : `https://www.google.com/maps/dir/?api=1&destination=${mapsQueryOf(name, c)}`;
}

export function mapEmbedUrlOf(name: string, c: ContactSettings): string {
  return `https://www.google.com/maps?q=${mapsQueryOf(name, c)}&output=embed`;
}

export const SOCIAL_NETWORKS = [
  { name: "Instagram", field: "instagramUrl" },
  { name: "Facebook", field: "facebookUrl" },
  { name: "TikTok", field: "tiktokUrl" },
] as const;

export type SocialName = (typeof SOCIAL_NETWORKS)[number]["name"];

export interface SocialLink {
  name: SocialName;
  href: string | null;
}

export function socialLinksOf(c: ContactSettings): SocialLink[] {
  return SOCIAL_NETWORKS.map(({ name, field }) => ({ name, href: c[field].trim() === "" ? null : c[field] }));
}

export interface CollectionRow {
  days: string;
  label: string;
  hours: string;
}

function clock(value: string): string {
  const short = formatTime12(value); // "5pm" / "5:30pm"
  const match = /^(\d{1,2})(?::(\d{2}))?(am|pm)$/.exec(short);
  if (!match) return short;
  return `${match[1]}:${match[2] ?? "00"} ${match[3]!.toUpperCase()}`;
}

export function groupCollectionHours(rows: readonly WeeklyHours[]): CollectionRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: CollectionRow[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = WEEKDAYS[run[0]! - 1]!;
    const last = WEEKDAYS[run[run.length - 1]! - 1]!;
    const single = run.length === 1;
    const periods = periodsOf(byDay.get(first.day));
    out.push({
      days: single ? first.short : `${first.short}-${last.short}`,
      label: single
        ? first.name
        : run.length === 2
          ? `${first.name} and ${last.name}`
          : `${first.name} to ${last.name}`,
      hours: periods.length === 0 ? "Closed" : periods.map((p) => `${clock(p.open)}-${clock(p.close)}`).join(", "),
    });
    run = [];
  };
  for (const { day } of WEEKDAYS) {
    if (run.length > 0 && hoursKey(byDay.get(run[0]!)) !== hoursKey(byDay.get(day))) flush();
    run.push(day);
  }
  flush();
  return out;
}

export function formatPackagePrice(price: number): string {
  return Number.isInteger(price) ? `£${price}` : `£${price.toFixed(2)}`;
}

export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

export interface ContactView {
  phone: string;
  phoneHref: string;
  email: string;
  addressLines: string[];
  directionsUrl: string;
  mapEmbedUrl: string;
  socials: SocialLink[];
}

export function contactViewOf(name: string, c: ContactSettings): ContactView {
  return {
    phone: c.phone,
    phoneHref: phoneHref(c.phone),
    email: c.email,
    addressLines: addressLinesOf(c),
    directionsUrl: directionsUrlOf(name, c),
    mapEmbedUrl: mapEmbedUrlOf(name, c),
    socials: socialLinksOf(c),
  };
}
