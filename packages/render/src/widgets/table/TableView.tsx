import { useFeed } from '../../react/DataSourcesContext.js';
import { useNow } from '../../react/ClockContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { asOfLine } from '../asOf.js';
import { feedOldAfterMs } from '../liveData.js';
import { NO_VALUE } from '../text/fill.js';
import type { TableWidget } from './model.js';
import { pageAt, shownColumns } from './pages.js';

const CELL = { padding: '0.15em 0.4em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Draws a table widget from the table its host hands in for its data source: the header row, then
 * the page of rows the clock is at. Without values yet: the header (of the chosen columns) over a
 * row of dashes. Old values say since when.
 */
export function TableView({ widget }: WidgetViewProps<TableWidget>) {
  const p = widget.props;
  const now = useNow();
  const { source, table } = useFeed(p.sourceId);
  const columns = shownColumns(p.columns, table);
  const { first } = pageAt(table?.rows.length ?? 0, p.rowsPerPage, p.pageSeconds, now);
  const rows = table ? table.rows.slice(first, first + p.rowsPerPage) : [];
  const asOf = table && source && asOfLine(p.asOfText, table.fetchedAt, now, feedOldAfterMs(source.refreshMs), '');
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        color: p.color,
        background: p.backgroundColor,
        fontFamily: p.fontFamily,
        fontSize: p.fontSize,
        fontWeight: p.bold ? 700 : 400,
        lineHeight: 1.2,
      }}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', textAlign: p.align }}>
        {p.header && columns.length > 0 && (
          <thead>
            <tr style={{ color: p.headerColor, background: p.headerBackground }}>
              {columns.map((c, i) => (
                <th key={i} style={{ ...CELL, textAlign: c.align }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {(table ? rows : [null]).map((row, r) => (
            <tr
              key={r}
              data-row={table ? first + r : undefined}
              style={{ background: r % 2 ? p.stripeColor : undefined }}
            >
              {(columns.length ? columns : [{ at: -1, align: p.align }]).map((c, i) => (
                <td key={i} style={{ ...CELL, textAlign: c.align }}>
                  {row ? (c.at < 0 ? '' : (row[c.at] ?? '')) : NO_VALUE}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {asOf && <div style={{ fontSize: '0.5em', opacity: 0.8, marginTop: 'auto' }}>{asOf}</div>}
    </div>
  );
}
