// No Node-only imports: the middleware and the edge half of Auth.js log through it too.

const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;

/** Anything a client sent, made safe to log: one line (no forged lines), and not endless. */
export function logLine(text: string, max = 300): string {
  const line = text.replace(LINE_BREAKS_AND_CONTROLS, " ");
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

// Never the error's message: a query error quotes its parameters, which are guests' personal data.
export function errorWithoutPersonalData(err: unknown): string {
  if (!(err instanceof Error)) return `a thrown ${typeof err}`;
  const source = err.cause instanceof Error ? err.cause : err;
  const code = (source as { code?: unknown }).code;
  const at = (source.stack ?? "")
    .split("\n")
    .find((line) => line.trim().startsWith("at "))
    ?.trim();
  return logLine([source.name, typeof code === "string" ? `(code ${code})` : null, at].filter(Boolean).join(" "));
}
