import { connection } from "next/server";
import { answerGuestBookingPost } from "@/features/reservations/guest-post";

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  await connection();
  const { token } = await params;
  return answerGuestBookingPost(request, token);
}
