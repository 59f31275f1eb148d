import { readPublicMenu } from "@/lib/data/menu";
import { notFound, testHooksEnabled } from "../guard";

/**
 * Test-only: the dishes a guest should see on /menu right now, read straight from the database
 * (not through the cache), so e2e can check the pre-rendered page against them.
 */
export async function GET(): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const menu = await readPublicMenu(new Date().toISOString());
  const dishes = menu.flatMap((section) => section.items.map((item) => ({ section: section.title, name: item.name, price: item.price })));
  return Response.json(dishes, { headers: { "Cache-Control": "no-store" } });
}
