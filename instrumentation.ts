export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { assertStartupEnv, guardLocalOnlyFeatures, refuseToStart } = await import("./lib/startup");
  try {
    assertStartupEnv();
  } catch (err) {
    refuseToStart(err);
  }
  const { guardIncomingRequests } = await import("./lib/security/malformed-requests");
  guardIncomingRequests();
  // Not awaited: the server starts listening only after register() returns.
  void guardLocalOnlyFeatures();
  const { beforeDatabaseReady, databaseHandle } = await import("./lib/db");
  // Before anyone gets the database, so the first render of /gallery has every tile's placeholder.
  beforeDatabaseReady("gallery placeholders", async (handle) => {
    try {
      const [{ fillGalleryPlaceholders }, { storage }] = await Promise.all([
        import("@/features/media/placeholder-backfill"),
        import("./lib/storage"),
      ]);
      const filled = await fillGalleryPlaceholders(handle.db, storage());
      if (filled > 0) console.log(`[startup] gallery placeholders filled for ${filled} item(s)`);
    } catch (err) {
      console.error(
        "[startup] filling gallery placeholders failed (the tiles show plain until their pictures load)",
        err,
      );
    }
  });
  const started = databaseHandle().then(async () => {
    if (process.env.VERCEL) return;
    const { runOutbox } = await import("@/features/outbox/delivery");
    void runOutbox();
    const { startBookingMailClock } = await import("@/features/reservations/booking-mail-clock");
    startBookingMailClock();
    const { startNewsletterClock } = await import("@/features/newsletter/campaign-clock");
    startNewsletterClock();
    const { startRetentionClock } = await import("@/features/guests/retention-clock");
    startRetentionClock();
  });
  if (process.env.NODE_ENV === "development") {
    // The dev server compiles the first page only once register() returns: the database (a first
    // start's PGlite init, migrations and demo content) gets ready while it compiles, and the page
    // waits for it in getDb(). `next start` has nothing to compile, and listens once it is ready.
    void started.catch((err: unknown) =>
      console.error("[startup] the database did not start (the next request tries again)", err),
    );
  } else {
    await started;
  }
}
