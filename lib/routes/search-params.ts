/** A page's query as Next.js hands it over: a key given twice arrives as an array. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** A page's `searchParams` prop. */
export type SearchParams = Promise<PageQuery>;

/** The first value given for a query key, or "" when there is none: a repeated key cannot change what a page reads. */
export const firstParam = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? "";
