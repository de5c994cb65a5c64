// Median and 90th percentile of durations, the same rule inside a MongoDB aggregation (each owner's
// figures) and in JavaScript (the admin's join of two owners' facts): the median of an even count is
// the mean of the two middle values; p90 is the nearest rank, the ceil(0.9 n)-th smallest value.
// Only standard expressions ($sortArray needs MongoDB 5.2; docker-compose runs 7), so devdb's mingo
// and MongoDB compute the same figures.

export interface DurationStats {
  count: number;
  medianMs: number | null;
  p90Ms: number | null;
}

/** An aggregation expression: the stats of the numbers in `array` (nulls, e.g. a pending request's, left out). */
export function durationStatsExpression(array: unknown): Record<string, unknown> {
  const nth = (i: unknown) => ({ $arrayElemAt: ['$$sorted', { $toInt: i }] });
  return {
    $let: {
      vars: { sorted: { $sortArray: { input: { $filter: { input: array, cond: { $ne: ['$$this', null] } } }, sortBy: 1 } } },
      in: {
        $let: {
          vars: { n: { $size: '$$sorted' }, half: { $floor: { $divide: [{ $size: '$$sorted' }, 2] } } },
          in: {
            count: '$$n',
            medianMs: {
              $cond: [
                { $eq: ['$$n', 0] },
                null,
                {
                  $cond: [{ $eq: [{ $mod: ['$$n', 2] }, 1] }, nth('$$half'), { $avg: [nth({ $subtract: ['$$half', 1] }), nth('$$half')] }],
                },
              ],
            },
            // ceil(9n/10) with whole numbers only: floor((9n + 9) / 10), exact in floating point.
            p90Ms: {
              $cond: [
                { $eq: ['$$n', 0] },
                null,
                nth({ $subtract: [{ $floor: { $divide: [{ $add: [{ $multiply: ['$$n', 9] }, 9] }, 10] } }, 1] }),
              ],
            },
          },
        },
      },
    },
  };
}

/** The same figures in JavaScript. */
export function durationStats(values: readonly number[]): DurationStats {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { count: 0, medianMs: null, p90Ms: null };
  const half = Math.floor(n / 2);
  const medianMs = n % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  return { count: n, medianMs, p90Ms: sorted[Math.floor((9 * n + 9) / 10) - 1]! };
}
