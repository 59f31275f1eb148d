// Who may do what in the admin area. No Node-only imports: the Users page, the navigation and
// the middleware-free checks in lib/auth/admin.ts and the admin wrapper all read this one table.

export const STAFF_ROLES = ["owner", "manager", "host", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  host: "Host",
  editor: "Editor",
};

export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: "Everything, including staff, roles, passkeys and guests' data export and erasure.",
  manager: "Everything but staff and roles.",
  host: "Runs the book: dashboard, enquiries, reservations, phone bookings, answering guests and notes.",
  editor: "The website's content: menu, hours, tables, gallery, hero, popups and settings. No guest data.",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

interface PermissionEntry {
  /** What it lets someone do, as the Users page says it. */
  label: string;
  roles: readonly StaffRole[];
  /** Asks for the passkey step when the owner requires passkeys (owners and managers only). */
  sensitive: boolean;
}

const everyone = STAFF_ROLES;
const frontOfHouse = ["owner", "manager", "host"] as const;
const content = ["owner", "manager", "editor"] as const;
const managers = ["owner", "manager"] as const;

type Roles = readonly StaffRole[];
const permission = (label: string, roles: Roles): PermissionEntry => ({ label, roles, sensitive: false });
const sensitive = (label: string, roles: Roles): PermissionEntry => ({ label, roles, sensitive: true });

export const PERMISSIONS = {
  "dashboard.view": permission("Open the dashboard", everyone),
  "account.own": permission("Manage their own passkeys", everyone),
  "guests.read": permission("Read enquiries, the reservation book and guests' details", frontOfHouse),
  "guests.respond": permission(
    "Confirm or decline bookings, take phone bookings, answer guests and add notes",
    frontOfHouse,
  ),
  "guests.book": permission("Open the guest book: guests' histories, tags, notes, consent and merging", managers),
  "mail.read": permission("Read the outbox and retry e-mails", frontOfHouse),
  "guests.export": sensitive("Export guests' data", managers),
  "guests.erase": sensitive("Erase a guest's enquiry or a whole guest", managers),
  "content.edit": permission("Edit the menu, opening times, booking slots, tables, gallery, hero and popups", content),
  "settings.edit": sensitive("Edit the site settings", content),
  "mail.templates": permission("Edit the e-mail templates", managers),
  "newsletter.send": permission("Write, schedule and send newsletters", managers),
  "reports.read": permission("Run reports: covers, no-shows, lead times and sources", managers),
  "activity.read": permission("Read the activity log", managers),
  "staff.manage": sensitive("Add and remove staff, change roles, reset passkeys and require them", ["owner"]),
} as const satisfies Record<string, PermissionEntry>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Every admin change, by its definition's name, and the permission it needs. An action not listed here is refused. */
export const ACTION_PERMISSIONS: Readonly<Record<string, Permission>> = {
  "site.refresh": "content.edit",
  "menu.saveSection": "content.edit",
  "menu.deleteSection": "content.edit",
  "menu.reorderSections": "content.edit",
  "menu.saveItem": "content.edit",
  "menu.deleteItem": "content.edit",
  "menu.reorderItems": "content.edit",
  "menu.bulk": "content.edit",
  "hours.saveWeekly": "content.edit",
  "hours.createSpecial": "content.edit",
  "hours.updateSpecial": "content.edit",
  "hours.deleteSpecial": "content.edit",
  "hours.saveBookingSlots": "content.edit",
  "tables.save": "content.edit",
  "tables.move": "content.edit",
  "tables.delete": "content.edit",
  "tables.moveBooking": "guests.respond",
  "gallery.add": "content.edit",
  "gallery.update": "content.edit",
  "gallery.setPoster": "content.edit",
  "gallery.reorder": "content.edit",
  "gallery.bulk": "content.edit",
  "hero.create": "content.edit",
  "hero.update": "content.edit",
  "hero.reorder": "content.edit",
  "hero.delete": "content.edit",
  "popups.create": "content.edit",
  "popups.update": "content.edit",
  "popups.duplicate": "content.edit",
  "popups.delete": "content.edit",
  "settings.saveContact": "settings.edit",
  "settings.saveCollectionHours": "settings.edit",
  "settings.savePackages": "settings.edit",
  "settings.saveFaqs": "settings.edit",
  "settings.saveTestimonials": "settings.edit",
  "settings.setBrochure": "settings.edit",
  "settings.removeBrochure": "settings.edit",
  "settings.saveBookingEmails": "settings.edit",
  "settings.saveBookings": "settings.edit",
  "settings.saveNewsletter": "settings.edit",
  "settings.saveTableTimes": "settings.edit",
  "enquiries.changeStatus": "guests.respond",
  "enquiries.saveNote": "guests.respond",
  "enquiries.sendEmail": "guests.respond",
  "enquiries.delete": "guests.erase",
  "reservations.addPhoneBooking": "guests.respond",
  "reservations.offerWaitlistTable": "guests.respond",
  "guests.saveNotes": "guests.book",
  "guests.saveTags": "guests.book",
  "guests.setMarketingConsent": "guests.book",
  "guests.merge": "guests.book",
  "guests.erase": "guests.erase",
  "outbox.retry": "mail.read",
  "emailTemplates.save": "mail.templates",
  "emailTemplates.reset": "mail.templates",
  "newsletter.create": "newsletter.send",
  "newsletter.update": "newsletter.send",
  "newsletter.delete": "newsletter.send",
  "newsletter.schedule": "newsletter.send",
  "newsletter.unschedule": "newsletter.send",
  "newsletter.pause": "newsletter.send",
  "newsletter.resume": "newsletter.send",
  "newsletter.sendTest": "newsletter.send",
  "users.add": "staff.manage",
  "users.remove": "staff.manage",
  "users.changeRole": "staff.manage",
  "users.resetPasskeys": "staff.manage",
  "users.requirePasskeys": "staff.manage",
  "passkeys.registrationOptions": "account.own",
  "passkeys.register": "account.own",
  "passkeys.remove": "account.own",
  "passkeys.authenticationOptions": "account.own",
  "passkeys.confirm": "account.own",
};

export function permissionForAction(actionName: string): Permission | null {
  return Object.hasOwn(ACTION_PERMISSIONS, actionName) ? ACTION_PERMISSIONS[actionName]! : null;
}

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role);
}

/** The roles the owner's passkey requirement applies to. */
export const PASSKEY_POLICY_ROLES: readonly StaffRole[] = ["owner", "manager"];

export interface StaffAccess {
  role: StaffRole;
  /** This session has passed the passkey step since signing in. */
  secondFactor?: boolean;
  /** The owner requires a passkey for owners and managers. */
  passkeysRequired?: boolean;
}

export type AccessDecision = "allowed" | "not-for-role" | "needs-passkey";

export function decideAccess(access: StaffAccess, permission: Permission): AccessDecision {
  if (!roleMay(access.role, permission)) return "not-for-role";
  if (
    PERMISSIONS[permission].sensitive &&
    access.passkeysRequired === true &&
    PASSKEY_POLICY_ROLES.includes(access.role) &&
    access.secondFactor !== true
  ) {
    return "needs-passkey";
  }
  return "allowed";
}

export const NOT_FOR_ROLE_MESSAGE = "Not available for your role.";
export const NEEDS_PASSKEY_MESSAGE = "Please confirm it is you with your passkey first (open the page again to do so).";
