import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACTION_PERMISSIONS,
  PERMISSIONS,
  PERMISSION_NAMES,
  STAFF_ROLES,
  decideAccess,
  permissionForAction,
  roleMay,
  type Permission,
  type StaffRole,
} from "@/lib/auth/permissions";

const featuresDir = path.join(process.cwd(), "features");

interface DefinitionLike {
  name: string;
  schema: unknown;
  run: unknown;
}

const isDefinition = (value: unknown): value is DefinitionLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as DefinitionLike).name === "string" &&
  typeof (value as DefinitionLike).run === "function" &&
  typeof (value as DefinitionLike).schema === "object";

// Factories only keep their deps for later, so a stand-in that is never called is enough.
const unusedDeps = new Proxy({}, { get: () => () => undefined });

/** Every admin change definition the features build: each `*Actions` factory exported by a features/<name>/changes.ts. */
async function everyDefinition(): Promise<DefinitionLike[]> {
  const found: DefinitionLike[] = [];
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, "changes.ts");
    if (!existsSync(file)) continue;
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(exports)) {
      if (!/Actions$/.test(exported) || typeof value !== "function") continue;
      const built = (value as (deps: unknown) => unknown)(unusedDeps);
      if (typeof built !== "object" || built === null) continue;
      found.push(...Object.values(built).filter(isDefinition));
    }
  }
  return found;
}

describe("the permission table", () => {
  it("names a permission for every admin action, and only for actions that exist", async () => {
    const names = [...new Set((await everyDefinition()).map((d) => d.name))].sort();
    expect(names.length).toBeGreaterThan(40);
    const unnamed = names.filter((name) => permissionForAction(name) === null);
    expect(unnamed, "admin actions without an entry in ACTION_PERMISSIONS (lib/auth/permissions.ts)").toEqual([]);
    expect(Object.keys(ACTION_PERMISSIONS).sort()).toEqual(names);
  }, 60_000);

  it("refuses an action it does not know", () => {
    expect(permissionForAction("menu.somethingNew")).toBeNull();
    expect(permissionForAction("toString")).toBeNull();
  });

  const can = (role: StaffRole) => PERMISSION_NAMES.filter((p) => roleMay(role, p)).sort();

  it("gives the owner everything and the manager everything but staff and roles", () => {
    expect(can("owner")).toEqual([...PERMISSION_NAMES].sort());
    expect(can("manager")).toEqual(PERMISSION_NAMES.filter((p) => p !== "staff.manage").sort());
  });

  it("lets a host run the book but not edit content or export", () => {
    expect(can("host")).toEqual(
      (["account.own", "dashboard.view", "guests.read", "guests.respond", "mail.read"] satisfies Permission[]).sort(),
    );
  });

  it("lets an editor edit content and settings, with no guest data at all", () => {
    expect(can("editor")).toEqual(
      (["account.own", "content.edit", "dashboard.view", "settings.edit"] satisfies Permission[]).sort(),
    );
    expect(PERMISSION_NAMES.filter((p) => p.startsWith("guests.") || p.startsWith("mail."))).not.toContain(
      can("editor").find((p) => p.startsWith("guests.") || p.startsWith("mail.")),
    );
  });

  it("asks for the passkey on the sensitive parts only when required, and only of owners and managers", () => {
    const sensitive = PERMISSION_NAMES.filter((p) => PERMISSIONS[p].sensitive).sort();
    expect(sensitive).toEqual(["guests.erase", "guests.export", "settings.edit", "staff.manage"]);
    expect(decideAccess({ role: "owner", passkeysRequired: true }, "staff.manage")).toBe("needs-passkey");
    expect(decideAccess({ role: "owner", passkeysRequired: true, secondFactor: true }, "staff.manage")).toBe("allowed");
    expect(decideAccess({ role: "owner", passkeysRequired: false }, "staff.manage")).toBe("allowed");
    expect(decideAccess({ role: "owner", passkeysRequired: true }, "content.edit")).toBe("allowed");
    expect(decideAccess({ role: "manager", passkeysRequired: true }, "guests.export")).toBe("needs-passkey");
    expect(decideAccess({ role: "editor", passkeysRequired: true }, "settings.edit")).toBe("allowed");
    expect(decideAccess({ role: "manager", passkeysRequired: true }, "staff.manage")).toBe("not-for-role");
    for (const role of STAFF_ROLES) expect(decideAccess({ role }, "dashboard.view")).toBe("allowed");
  });
});
