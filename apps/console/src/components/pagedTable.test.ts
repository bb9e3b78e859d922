import { describe, expect, it } from 'vitest';
import { nextPaging, serverPaging } from './pagedTable';

describe('nextPaging', () => {
  it('moves to the page asked for while the size stays', () => {
    expect(nextPaging({ pageNo: 1, pageSize: 10 }, 3, 10)).toEqual({ pageNo: 3, pageSize: 10 });
    expect(nextPaging({ pageNo: 2, pageSize: 20 }, undefined, undefined)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('goes back to page 1 when the size changes', () => {
    expect(nextPaging({ pageNo: 4, pageSize: 10 }, 4, 50)).toEqual({ pageNo: 1, pageSize: 50 });
  });
});

describe('serverPaging', () => {
  it("shows the server's page and total and asks for the next page through onPage", () => {
    const asked: unknown[] = [];
    const props = serverPaging({ pageNo: 2, pageSize: 20 }, 57, (p) => asked.push(p), {
      showTotal: (n) => `${n} in all`,
    });
    expect(props.pagination).toMatchObject({ current: 2, pageSize: 20, total: 57, showSizeChanger: true });
    expect(props.pagination.showTotal(57)).toBe('57 in all');
    expect('locale' in props).toBe(false);
    props.onChange({ current: 3, pageSize: 20 });
    props.onChange({ current: 3, pageSize: 100 });
    expect(asked).toEqual([
      { pageNo: 3, pageSize: 20 },
      { pageNo: 1, pageSize: 100 },
    ]);
  });

  it('offers no size choice where the size is fixed', () => {
    const props = serverPaging({ pageNo: 1, pageSize: 10 }, 5, () => undefined, {
      showTotal: String,
      sizeChanger: false,
      empty: 'Nothing found',
    });
    expect(props.pagination.showSizeChanger).toBe(false);
    expect(props.pagination.pageSizeOptions).toBeUndefined();
    expect(props.locale?.emptyText).toBeTruthy();
  });
});
