/**
 * Runs once when a server process starts: validate the environment (a refused setting such as
 * AUTH_DEV_LOGIN in a public deployment, or no AUTH_SECRET in production, ends the process with
 * exit code 1 before it serves anything), then open the database (the embedded one migrates and,
 * when empty, gets demo content) so the first visitor does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A build opens its own database when it pre-renders (lib/db: DATABASE_URL, or an empty
  // in-memory one); the server's checks and the embedded database's start-up are not its business.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { assertStartupEnv, guardLocalOnlyFeatures, refuseToStart } = await import("./lib/startup");
  try {
    assertStartupEnv();
  } catch (err) {
    refuseToStart(err);
  }
  // Not awaited: the server starts listening only after register() returns.
  void guardLocalOnlyFeatures();
  const { databaseHandle } = await import("./lib/db");
  const handle = await databaseHandle();
  // E-mails a previous run left waiting (a restart, a mail server outage) go out now; on Vercel the cron route does it.
  if (!process.env.VERCEL) {
    const { runOutbox } = await import("./lib/email/delivery");
    void runOutbox();
  }
  // Before the server listens, so its first render of /gallery has every tile's placeholder.
  try {
    const [{ fillGalleryPlaceholders }, { storage }] = await Promise.all([import("./lib/media/placeholder-backfill"), import("./lib/storage")]);
    const filled = await fillGalleryPlaceholders(handle.db, storage());
    if (filled > 0) console.log(`[startup] gallery placeholders filled for ${filled} item(s)`);
  } catch (err) {
    console.error("[startup] filling gallery placeholders failed (the tiles show plain until their pictures load)", err);
  }
}
