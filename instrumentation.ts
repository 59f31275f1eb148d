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
  const { databaseHandle } = await import("./lib/db");
  const handle = await databaseHandle();
  if (!process.env.VERCEL) {
    const { runOutbox } = await import("@/features/outbox/delivery");
    void runOutbox();
    const { startBookingMailClock } = await import("@/features/reservations/booking-mail-clock");
    startBookingMailClock();
    const { startNewsletterClock } = await import("@/features/newsletter/campaign-clock");
    startNewsletterClock();
    const { startRetentionClock } = await import("@/features/guests/retention-clock");
    startRetentionClock();
  }
  // Before the server listens, so its first render of /gallery has every tile's placeholder.
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
}
