import { verifyPermission } from "@/lib/auth/admin";
import { handleLocalUpload } from "@/features/media/local-upload-route";
import { storage } from "@/lib/storage";

export async function POST(request: Request) {
  return handleLocalUpload(request, { verify: () => verifyPermission("content.edit"), storage: storage() });
}
