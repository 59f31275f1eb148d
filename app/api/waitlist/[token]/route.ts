import { connection } from "next/server";
import { answerWaitlistAcceptPost } from "@/features/reservations/waitlist-post";

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  await connection();
  const { token } = await params;
  return answerWaitlistAcceptPost(request, token);
}
