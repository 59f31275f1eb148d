/** Exactly Intl's en-GB GBP format, written out because constructing Intl.NumberFormat slows hydration. */
export function formatPrice(pounds: number): string {
  if (!Number.isFinite(pounds)) return "";
  const sign = pounds < 0 || Object.is(pounds, -0) ? "-" : "";
  const [whole, pence] = roundToPence(Math.abs(pounds));
  return `${sign}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
}

/** Rounds the shortest decimal form ("1.005" → 1.01) as Intl does; toFixed would give 1.00. */
function roundToPence(value: number): [string, string] {
  const text = String(value);
  // Exponent form: below 1e-6 it rounds to nothing; from 1e21 up it is a whole number.
  if (/e/i.test(text)) return value < 1 ? ["0", "00"] : [BigInt(value).toString(), "00"];
  const [int = "0", frac = ""] = text.split(".");
  const pence = BigInt(int + (frac + "00").slice(0, 2)) + (Number(frac[2] ?? "0") >= 5 ? 1n : 0n);
  const digits = pence.toString().padStart(3, "0");
  return [digits.slice(0, -2), digits.slice(-2)];
}
