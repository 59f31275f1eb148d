import { EmptyState, type EmptyStateProps } from "./empty-state";
import { Pagination } from "./pagination";

type ListPage = { total: number; page: number; pageCount: number; pageSize: number };

/** A server-paged list: its empty state when nothing is there, otherwise the rows with the pager below. */
export function PagedList({
  list,
  noun,
  href,
  empty,
  children,
}: {
  list: ListPage;
  noun: readonly [singular: string, plural: string];
  href: (page: number) => string;
  empty: EmptyStateProps;
  children: React.ReactNode;
}) {
  if (list.total === 0) return <EmptyState {...empty} />;
  return (
    <>
      {children}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        pageSize={list.pageSize}
        noun={noun}
        href={href}
      />
    </>
  );
}
