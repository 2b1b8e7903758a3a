// A row with a problem is marked an error and left out of what is written; the problems read in row order.
import type { ImportProblem, ImportRowResult } from '../../shared/import-schema';

export function withoutFailedRows<P extends { row: number }>(planned: P[], results: ImportRowResult[], problems: ImportProblem[]): P[] {
  const failed = new Set(problems.map((p) => p.row));
  for (const r of results) if (failed.has(r.row)) r.status = 'error';
  problems.sort((a, b) => a.row - b.row);
  return planned.filter((p) => !failed.has(p.row));
}
