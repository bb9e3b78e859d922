import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  /** The smallest width of a cell; as many columns as fit. */
  minCellWidth: number;
  /** The height of a row of cells (all cells are this high, less the gap). */
  rowHeight: number;
  gap: number;
  /** The height of the scrolled area. */
  height: number | string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  'data-testid'?: string;
}

/** Rows drawn beyond those in view, above and below, so a quick scroll does not show blanks. */
const OVERSCAN = 2;

/**
 * A grid that draws only the rows in view (a page of hundreds of materials stays quick): as many
 * columns as fit the width, rows of a fixed height, a scrolled area of a fixed height.
 */
export function VirtualGrid<T>({ items, minCellWidth, rowHeight, gap, height, keyOf, render, ...rest }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [top, setTop] = useState(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(1, Math.floor((size.width + gap) / (minCellWidth + gap)));
  const rows = Math.ceil(items.length / columns);
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(rows, Math.ceil((top + size.height) / rowHeight) + OVERSCAN);
  const shown = items.slice(first * columns, last * columns);

  return (
    <div
      ref={box}
      data-testid={rest['data-testid']}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
      style={{ height, overflowY: 'auto', position: 'relative' }}
    >
      <div style={{ height: rows * rowHeight, position: 'relative' }}>
        <div
          style={{
            position: 'absolute',
            top: first * rowHeight,
            insetInline: 0,
            display: 'grid',
            gap,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: rowHeight - gap,
          }}
        >
          {shown.map((item) => (
            <div key={keyOf(item)} style={{ minWidth: 0, height: rowHeight - gap }}>
              {render(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
