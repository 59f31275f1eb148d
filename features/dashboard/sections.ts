import {
  Armchair,
  BarChart3,
  BookOpen,
  Clock,
  Contact,
  Film,
  History,
  Images,
  Inbox,
  Mail,
  LayoutDashboard,
  Megaphone,
  Send,
  Settings,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { roleMay, type Permission, type StaffRole } from "@/lib/auth/permissions";

export interface AdminSection {
  href: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** What a role needs for the section to show in its navigation (the page checks the same). */
  permission: Permission;
}

/** The nine admin sections, the reservation book, the tables, the guest book, reports, the Outbox and Settings, in navigation order. */
export const adminSections: readonly AdminSection[] = [
  {
    href: "/admin",
    permission: "dashboard.view",
    label: "Dashboard",
    description: "An overview of the site and shortcuts to every section.",
    icon: LayoutDashboard,
  },
  {
    href: "/admin/hero-management",
    permission: "content.edit",
    label: "Hero management",
    description: "The home page's video carousel: videos, posters, order and timing.",
    icon: Film,
  },
  {
    href: "/admin/enquiries",
    permission: "guests.read",
    label: "Enquiries",
    description: "Reservations, event enquiries, messages and newsletter sign-ups.",
    icon: Inbox,
  },
  {
    href: "/admin/reservations",
    permission: "guests.read",
    label: "Reservation book",
    description: "Bookings by day and week, covers per slot, phone bookings and tonight’s printable list.",
    icon: BookOpen,
  },
  {
    href: "/admin/tables",
    permission: "content.edit",
    label: "Tables",
    description: "The restaurant's tables: seats, areas, which can be joined, and where each stands on the floor plan.",
    icon: Armchair,
  },
  {
    href: "/admin/guests",
    permission: "guests.book",
    label: "Guest book",
    description: "Each guest's visits, no-shows, history, tags and notes; export, erasure and merging.",
    icon: Contact,
  },
  {
    href: "/admin/reports",
    permission: "reports.read",
    label: "Reports",
    description:
      "Covers booked, seated and lost, no-show and cancellation rates, lead times and where requests come from.",
    icon: BarChart3,
  },
  {
    href: "/admin/outbox",
    permission: "mail.read",
    label: "Outbox",
    description: "Every e-mail to guests and staff, its delivery, and the templates guests' e-mails start from.",
    icon: Send,
  },
  {
    href: "/admin/newsletter",
    permission: "newsletter.send",
    label: "Newsletter",
    description:
      "Newsletters to everyone subscribed or to the guests with one tag: write, preview, test, schedule and send.",
    icon: Mail,
  },
  {
    href: "/admin/gallery",
    permission: "content.edit",
    label: "Gallery",
    description: "Photographs and videos on the gallery page, by category.",
    icon: Images,
  },
  {
    href: "/admin/menu",
    permission: "content.edit",
    label: "Menu",
    description: "Sections, dishes, prices, dietary tags and publishing windows.",
    icon: UtensilsCrossed,
  },
  {
    href: "/admin/opening-times",
    permission: "content.edit",
    label: "Opening times",
    description: "The weekly hours and special dates shown across the site.",
    icon: Clock,
  },
  {
    href: "/admin/popups",
    permission: "content.edit",
    label: "Popups",
    description: "Announcements on chosen pages, with schedules and audiences.",
    icon: Megaphone,
  },
  {
    href: "/admin/settings",
    permission: "settings.edit",
    label: "Settings",
    description:
      "Contact details, the events page's packages, FAQ, testimonials and brochure, collection hours, and how bookings, booking e-mails and the newsletter behave.",
    icon: Settings,
  },
  {
    href: "/admin/users",
    permission: "staff.manage",
    label: "Users",
    description: "Who may sign in to this admin area, their roles and passkeys.",
    icon: Users,
  },
  {
    href: "/admin/activity",
    permission: "activity.read",
    label: "Activity",
    description: "Every change made here: who, what and when.",
    icon: History,
  },
];

export function sectionsFor(role: StaffRole): readonly AdminSection[] {
  return adminSections.filter((s) => roleMay(role, s.permission));
}

export function adminSection(href: string): AdminSection {
  const section = adminSections.find((s) => s.href === href);
  if (!section) throw new Error(`Unknown admin section ${href}`);
  return section;
}

export function isActiveSection(href: string, pathname: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}
