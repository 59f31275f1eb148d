const poundFormatter = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A menu price in pounds, always with pence: 8.5 → "£8.50". */
export function formatPrice(pounds: number): string {
  if (!Number.isFinite(pounds)) return "";
  return poundFormatter.format(pounds);
}
