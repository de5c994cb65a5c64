import { useId, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { ChartTable } from './chart-table';
import { useWidth } from './use-width';

export interface Series {
  key: string;
  label: string;
  color: string;
}

export interface StackedBarChartProps {
  title: string;
  series: Series[];
  rows: Array<{ label: string; shortLabel: string; values: Record<string, number> }>;
  /** What the table's first column holds, e.g. "Week of". */
  rowHeader: string;
  empty: string;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 34, left: 36 };

/**
 * A stacked bar per row (visx draws the SVG; the markup is ours): each bar is a stop for the keyboard
 * (Tab) with its numbers as its name, the focused or hovered one's numbers are written under the chart,
 * and "Show as table" opens the same numbers as a table.
 */
export function StackedBarChart({ title, series, rows, rowHeader, empty }: StackedBarChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [frame, WIDTH] = useWidth<HTMLDivElement>(640);
  const total = (values: Record<string, number>) => series.reduce((sum, s) => sum + (values[s.key] ?? 0), 0);
  const max = Math.max(1, ...rows.map((r) => total(r.values)));
  const innerW = WIDTH - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  // A few bars stay bar-sized (at most 80 units a row) instead of filling the width.
  const x = scaleBand<number>({ domain: rows.map((_, i) => i), range: [0, Math.min(innerW, rows.length * 80)], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const describe = (i: number) => {
    const row = rows[i]!;
    const parts = series.map((s) => `${row.values[s.key] ?? 0} ${s.label.toLowerCase()}`);
    return `${row.label}: ${total(row.values)} in all (${parts.join(', ')})`;
  };
  // Room for a label about every 70 px.
  const labelEvery = Math.ceil(rows.length / Math.max(1, Math.floor(innerW / 70)));
  // Counts: whole numbers only on the axis.
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t));
  const allEmpty = rows.every((r) => total(r.values) === 0);

  return (
    <figure className="insights-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="insights-chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      {allEmpty ? (
        <p className="insights-empty">{empty}</p>
      ) : (
        <>
          <ul className="insights-legend" aria-label="Legend">
            {series.map((s) => (
              <li key={s.key}>
                <span className="insights-legend__swatch" style={{ background: s.color }} aria-hidden="true" />
                {s.label}
              </li>
            ))}
          </ul>
          <div ref={frame}>
            <svg
              className="insights-chart__svg"
              width={WIDTH}
              height={HEIGHT}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              role="group"
              aria-label={`${title}, one bar per ${rowHeader.toLowerCase()}`}
            >
              <Group left={MARGIN.left} top={MARGIN.top}>
                {ticks.map((t) => (
                  <g key={t} aria-hidden="true">
                    <line x1={0} x2={innerW} y1={y(t)} y2={y(t)} className="insights-chart__grid" />
                    <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" className="insights-chart__axis">
                      {t}
                    </text>
                  </g>
                ))}
                <BarStack
                  data={rows.map((r, i) => ({ i, ...r.values }))}
                  keys={series.map((s) => s.key)}
                  x={(d) => d.i}
                  xScale={x}
                  yScale={y}
                  color={(key) => series.find((s) => s.key === key)!.color}
                >
                  {(stacks) =>
                    rows.map((row, i) => (
                      <g
                        key={row.label}
                        tabIndex={0}
                        role="img"
                        aria-label={describe(i)}
                        className="insights-chart__bar"
                        onFocus={() => setActive(i)}
                        onBlur={() => setActive(null)}
                        onMouseEnter={() => setActive(i)}
                        onMouseLeave={() => setActive(null)}
                      >
                        {/* A full-height target, so a small bar is as easy to point at as a tall one. */}
                        <rect x={x(i)} y={0} width={x.bandwidth()} height={innerH} fill="transparent" />
                        {stacks.map((stack) => {
                          const bar = stack.bars[i]!;
                          return bar.height > 0 ? (
                            <rect key={stack.key} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.color} />
                          ) : null;
                        })}
                        {active === i && (
                          <rect x={x(i)! - 2} y={0} width={x.bandwidth() + 4} height={innerH} className="insights-chart__focus" />
                        )}
                        {i % labelEvery === 0 && (
                          <text
                            x={x(i)! + x.bandwidth() / 2}
                            y={innerH + 18}
                            textAnchor="middle"
                            className="insights-chart__axis"
                            aria-hidden="true"
                          >
                            {row.shortLabel}
                          </text>
                        )}
                      </g>
                    ))
                  }
                </BarStack>
              </Group>
            </svg>
          </div>
          <p className="insights-chart__detail" aria-live="polite">
            {active === null ? 'Point at a bar or move to it with Tab for its numbers.' : describe(active)}
          </p>
        </>
      )}
      <ChartTable
        caption={title}
        columns={[rowHeader, ...series.map((s) => s.label), 'Total']}
        rows={rows.map((r) => [r.label, ...series.map((s) => r.values[s.key] ?? 0), total(r.values)])}
      />
    </figure>
  );
}
