// `node scripts/check-budgets.mjs [root]`: fails (exit 1) when the first-load JavaScript of `/` or a
// remote's first route is over its budget (scripts/lib/budgets.mjs), from the build output in `root`
// (default: this repository). Run by scripts/budgets.test.ts in `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './lib/budgets.mjs';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let rows;
try {
  rows = checkBudgets(root);
} catch (err) {
  console.error(`budget check: ${err.message}`);
  process.exit(2);
}
for (const row of rows) {
  console.log(`${row.ok ? 'ok  ' : 'OVER'} ${row.name}: ${kb(row.gzip)} gzip (budget ${row.budgetKb} KB, ${row.files.length} files)`);
  if (!row.ok) for (const f of [...row.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`       ${f.file} ${kb(f.gzip)}`);
}
process.exit(rows.every((row) => row.ok) ? 0 : 1);
