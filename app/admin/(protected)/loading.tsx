import { VerifyingAccess } from "@/components/admin/verifying-access";

// Each admin page re-checks access itself (layouts are not re-rendered between sibling pages).
export default function Loading() {
  return <VerifyingAccess />;
}
