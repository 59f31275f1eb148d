import { orderedRange, parseIsoDate, parsePage, readParam, type RawParams } from "@/lib/admin/params";
import { humaniseKey } from "./diff";

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilter {
  actor: string | null;
  entity: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

const SIMPLE_TOKEN = /^[a-z0-9_.:-]{1,64}$/;

export function parseActivityParams(params: RawParams): ActivityFilter {
  const actor = (readParam(params, "actor") ?? "").trim().toLowerCase();
  const entity = (readParam(params, "section") ?? "").trim();
  const [from, to] = orderedRange(parseIsoDate(readParam(params, "from")), parseIsoDate(readParam(params, "to")));
  return {
    actor: actor && actor.length <= 254 && actor.includes("@") ? actor : null,
    entity: SIMPLE_TOKEN.test(entity) ? entity : null,
    from,
    to,
    page: parsePage(readParam(params, "page")),
  };
}

export function activityQueryString(f: ActivityFilter, changes: Partial<ActivityFilter> = {}): string {
  const v = { ...f, ...changes };
  const out = new URLSearchParams();
  if (v.actor) out.set("actor", v.actor);
  if (v.entity) out.set("section", v.entity);
  if (v.from) out.set("from", v.from);
  if (v.to) out.set("to", v.to);
  if (v.page > 1) out.set("page", String(v.page));
  const s = out.toString();
  return s ? `?${s}` : "";
}

const ENTITY_LABELS: Record<string, string> = {
  enquiry: "Enquiries",
  site: "Whole site",
  admin_user: "Users",
  staff_passkey: "Passkeys",
  staff_policy: "Users",
  menu_item: "Menu: dishes",
  menu_section: "Menu: sections",
  gallery_image: "Gallery",
  hero_video: "Hero videos",
  opening_time: "Opening times",
  opening_times: "Opening times",
  special_hours: "Special hours",
  booking_slots: "Booking slots",
  popup: "Popups",
  site_settings: "Settings",
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? humaniseKey(entity);
}

export function actionLabel(action: string): string {
  const verb = action.includes(".") ? action.slice(action.indexOf(".") + 1) : action;
  return humaniseKey(verb);
}
