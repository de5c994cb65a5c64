import { useId, useState } from 'react';
import { Button } from '@agency/ui';

/** The numbers behind a chart, as a table the button opens (its text alternative). */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Array<Array<string | number>> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="insights-table-toggle">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide table' : 'Show as table'}
      </Button>
      <div id={id} hidden={!open} className="insights-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="insights-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
