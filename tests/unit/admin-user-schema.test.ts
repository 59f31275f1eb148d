import { describe, expect, it } from "vitest";
import { ADMIN_USER_MESSAGES, addAdminUserSchema, removeAdminUserSchema } from "@/features/users/schema";

const emailError = (email: unknown) => {
  const r = addAdminUserSchema.safeParse({ email, role: "host" });
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe("admin user schemas", () => {
  it("trims and lower-cases the address", () => {
    expect(addAdminUserSchema.parse({ email: "  Chef.Ali@Example.COM ", role: "editor" })).toEqual({
      email: "chef.ali@example.com",
      role: "editor",
    });
  });

  it("asks for one of the four roles", () => {
    const r = addAdminUserSchema.safeParse({ email: "chef@example.com", role: "admin" });
    expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual([ADMIN_USER_MESSAGES.roleRequired]);
  });

  it("explains a blank, malformed or overlong address", () => {
    expect(emailError("   ")).toEqual([ADMIN_USER_MESSAGES.emailRequired]);
    expect(emailError("chef@")).toEqual([ADMIN_USER_MESSAGES.emailInvalid]);
    expect(emailError("not an email")).toEqual([ADMIN_USER_MESSAGES.emailInvalid]);
    expect(emailError(`${"a".repeat(250)}@example.com`)).toContain(ADMIN_USER_MESSAGES.emailTooLong);
    expect(emailError(undefined)).not.toBeNull();
  });

  it("asks for one of the four roles", () => {
    expect(addAdminUserSchema.safeParse({ email: "chef@example.com" }).success).toBe(false);
    expect(addAdminUserSchema.safeParse({ email: "chef@example.com", role: "chef" }).success).toBe(false);
  });

  it("removes by id only", () => {
    expect(removeAdminUserSchema.safeParse({ id: "b8f1f0d2-3c1e-4b1a-9d2e-0f5c6a7b8c9d" }).success).toBe(true);
    expect(removeAdminUserSchema.safeParse({ id: "chef@example.com" }).success).toBe(false);
  });
});
