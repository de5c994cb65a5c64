// The embedded database's own benchmark (packages/devdb/bench): mongoose throughput and index lookups.
import { benchDevDb } from '../../packages/devdb/bench/devdb-bench.ts';

export const measureDevDb = () => benchDevDb();
