import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { notFound, testHooksEnabled } from "../guard";

const body = z.object({ email: z.email().max(200) });

// One hook call at a time: installing and removing the trigger must not interleave.
const LOCK = sql`select pg_advisory_xact_lock(472301)`;

async function underLock(
  request: Request,
  work: (exec: (query: SQL) => Promise<unknown>, email: string) => Promise<object>,
): Promise<Response> {
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "email is required" }, { status: 400 });
  const db = await getDb();
  const answer = await db.transaction(async (tx) => {
    const exec = (query: SQL) => tx.execute(query);
    await exec(LOCK);
    await exec(sql`create table if not exists e2e_refused_inserts (email text primary key)`);
    return work(exec, parsed.data.email);
  });
  return Response.json(answer);
}

export async function POST(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  return underLock(request, async (exec, email) => {
    await exec(
      sql.raw(`create or replace function e2e_refuse_insert() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from e2e_refused_inserts where email = lower(new.email)) then
            raise exception 'insert refused by the e2e test hook';
          end if;
          return new;
        end $$`),
    );
    await exec(
      sql`create or replace trigger e2e_refuse_insert before insert on enquiries for each row execute function e2e_refuse_insert()`,
    );
    await exec(sql`insert into e2e_refused_inserts (email) values (lower(${email})) on conflict do nothing`);
    return { refused: email };
  });
}

export async function DELETE(request: Request): Promise<Response> {
  if (!(await testHooksEnabled())) return notFound();
  return underLock(request, async (exec, email) => {
    await exec(sql`delete from e2e_refused_inserts where email = lower(${email})`);
    await exec(
      sql.raw(`do $$ begin
        if not exists (select 1 from e2e_refused_inserts) then
          drop trigger if exists e2e_refuse_insert on enquiries;
          drop function if exists e2e_refuse_insert();
          drop table e2e_refused_inserts;
        end if;
      end $$`),
    );
    return { refused: null };
  });
}
