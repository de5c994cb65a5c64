import { INSIGHTS_PRESETS } from '@agency/contracts/browser';
import { formatDay } from './format';
import { validRange, type Period } from './use-period';

/** Last 7, 30 or 90 days, or a from–to of the admin's choice (a plain form: Enter applies it). */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange: (next: { days: number } | { from: string; to: string }) => void;
}) {
  const apply = (form: FormData) => {
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    if (validRange(from, to)) onChange({ from, to });
  };
  return (
    <div className="insights-period">
      <div className="insights-period__presets" role="group" aria-label="Period">
        {INSIGHTS_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={`btn btn--sm ${period.preset === days ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={period.preset === days}
            onClick={() => onChange({ days })}
          >
            Last {days} days
          </button>
        ))}
      </div>
      <form className="insights-period__range" action={apply} key={`${period.from}:${period.to}`}>
        <label>
          From <input type="date" name="from" defaultValue={period.from} required />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={period.to} required />
        </label>
        <button type="submit" className="btn btn--sm btn--secondary">
          Apply
        </button>
      </form>
      <p className="insights-period__label" data-testid="insights-period">
        {formatDay(period.from)} – {formatDay(period.to)} (UTC days)
      </p>
    </div>
  );
}
