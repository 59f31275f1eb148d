/**
 * A menu price in pounds, always with pence: 8.5 → "£8.50", 1250 → "£1,250.00", -3 → "-£3.00",
 * exactly what Intl's en-GB GBP format gives. Written out rather than using Intl.NumberFormat,
 * whose construction is slow on a phone while the menu hydrates (see docs/performance.md).
 */
export function formatPrice(pounds: number): string {
  if (!Number.isFinite(pounds)) return "";
  const sign = pounds < 0 || Object.is(pounds, -0) ? "-" : "";
  const [whole, pence] = roundToPence(Math.abs(pounds));
  return `${sign}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pence}`;
}

/**
 * Rounds half away from zero on the number's shortest decimal form ("1.005" → 1.01), as Intl
 * does; toFixed would round the binary value (1.00499… → 1.00).
 */
function roundToPence(value: number): [string, string] {
  const text = String(value);
  // Exponent form: below 1e-6 it rounds to nothing; from 1e21 up it is a whole number.
  if (/e/i.test(text)) return value < 1 ? ["0", "00"] : [BigInt(value).toString(), "00"];
  const [int = "0", frac = ""] = text.split(".");
  const pence = BigInt(int + (frac + "00").slice(0, 2)) + (Number(frac[2] ?? "0") >= 5 ? 1n : 0n);
  const digits = pence.toString().padStart(3, "0");
  return [digits.slice(0, -2), digits.slice(-2)];
}
