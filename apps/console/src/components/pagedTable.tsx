import { Empty, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';

/** The page sizes every server-paged table offers. */
export const PAGE_SIZES = [10, 20, 50, 100];

/** Which page of a server-paged list is shown (the `pageNo`/`pageSize` every list call takes). */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** The query of a server-paged list searched by name (customers, agents, host names). */
export interface NameQuery extends Paging {
  name: string;
}

/** The paging after the table's pager moved to `current`/`pageSize`: back to page 1 when the size changed. */
export function nextPaging(was: Paging, current: number | undefined, pageSize: number | undefined): Paging {
  const size = pageSize ?? was.pageSize;
  return { pageNo: size === was.pageSize ? (current ?? 1) : 1, pageSize: size };
}

interface Options {
  /** The "N in all" text under the table. */
  showTotal: (total: number) => string;
  /** What an empty page says (shown with antd's small empty picture). */
  empty?: ReactNode;
  /** Whether the page size can be chosen (default true, from PAGE_SIZES). */
  sizeChanger?: boolean;
  size?: TablePaginationConfig['size'];
  /** The page sizes offered (default PAGE_SIZES), for a list whose server takes fewer at once. */
  sizes?: number[];
}

/**
 * The props of an antd Table showing one page of a list paged on the server: the pager (page,
 * size, total) and the change that asks for another page, plus the empty text. Spread them:
 * `<Table {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {...})} />`.
 */
export function serverPaging(paging: Paging, total: number, onPage: (next: Paging) => void, options: Options) {
  const { showTotal, empty, sizeChanger = true, size, sizes = PAGE_SIZES } = options;
  return {
    pagination: {
      current: paging.pageNo,
      pageSize: paging.pageSize,
      total,
      size,
      showSizeChanger: sizeChanger,
      pageSizeOptions: sizeChanger ? sizes : undefined,
      showTotal,
    } satisfies TablePaginationConfig,
    onChange: (p: TablePaginationConfig) => onPage(nextPaging(paging, p.current, p.pageSize)),
    ...(empty !== undefined && {
      locale: { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> },
    }),
  };
}
