export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

// A page past the end (an old link after deletions) shows the last page instead of nothing.
export async function paginate<Row>(
  countRows: () => Promise<number>,
  readRows: (limit: number, offset: number) => Promise<Row[]>,
  requestedPage: number,
  pageSize: number,
): Promise<ListPage<Row>> {
  const total = await countRows();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { rows: await readRows(pageSize, (page - 1) * pageSize), total, page, pageCount, pageSize };
}
