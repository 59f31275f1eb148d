import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

/**
 * e2e only: POST { email } makes the database refuse every enquiry from that address (a trigger
 * raises), so a spec can play "the database is down" for its own submissions while other specs
 * run against the same server. DELETE { email } lifts it; the trigger goes with the last address.
 */
const body = z.object({ email: z.email().max(200) });

// One hook call at a time: installing and removing the trigger must not interleave.
const LOCK = sql`select pg_advisory_xact_lock(472301)`;

export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "email is required" }, { status: 400 });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    await tx.execute(sql`create table if not exists e2e_refused_inserts (email text primary key)`);
    await tx.execute(
      sql.raw(`create or replace function e2e_refuse_insert() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from e2e_refused_inserts where email = lower(new.email)) then
            raise exception 'insert refused by the e2e test hook';
          end if;
          return new;
        end $$`),
    );
    await tx.execute(sql`create or replace trigger e2e_refuse_insert before insert on enquiries for each row execute function e2e_refuse_insert()`);
    await tx.execute(sql`insert into e2e_refused_inserts (email) values (lower(${parsed.data.email})) on conflict do nothing`);
  });
  return Response.json({ refused: parsed.data.email });
}

export async function DELETE(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "email is required" }, { status: 400 });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(LOCK);
    await tx.execute(sql`create table if not exists e2e_refused_inserts (email text primary key)`);
    await tx.execute(sql`delete from e2e_refused_inserts where email = lower(${parsed.data.email})`);
    await tx.execute(
      sql.raw(`do $$ begin
        if not exists (select 1 from e2e_refused_inserts) then
          drop trigger if exists e2e_refuse_insert on enquiries;
          drop function if exists e2e_refuse_insert();
          drop table e2e_refused_inserts;
        end if;
      end $$`),
    );
  });
  return Response.json({ refused: null });
}
