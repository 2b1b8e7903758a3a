// The Import & export tab's calls: a file's rows checked (dry run) or imported, and the league's CSV exports.
import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_ROWS, type ExportKind, type ImportResult } from '../../../../../shared/import-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { staleAfter } from '../../api/query-keys';
import { download, readSpreadsheet, type SheetRows } from '../../lib/spreadsheet';

export type ImportKind = 'teams' | 'players' | 'games';
export interface Preview { fileName: string; rows: SheetRows; result: ImportResult }

/**
 * `check` reads a file and asks for its preview (nothing written); `confirm` imports a previewed file and refreshes
 * what the import changed (the season's games, the league's teams, or the invitations and rosters).
 */
export function useSheetImport(leagueId: string, kind: ImportKind, seasonId: string | undefined, on: {
  checking: () => void; checked: (p: Preview) => void; checkFailed: (e: Error) => void; imported: (r: ImportResult) => void;
}) {
  const invalidate = useInvalidate();
  const send = (rows: SheetRows, dryRun: boolean) => (kind === 'teams' ? api.importTeams(leagueId, { dry_run: dryRun, rows })
    : kind === 'players' ? api.importPlayers(leagueId, { dry_run: dryRun, rows })
      : api.importGames(leagueId, seasonId!, { dry_run: dryRun, rows }));
  const check = useMutation({
    mutationFn: async (file: File) => {
      const rows = await readSpreadsheet(file);
      if (!rows.length) throw new Error(`${file.name} has no rows under its header row`);
      if (rows.length > IMPORT_MAX_ROWS) throw new Error(`${file.name} has ${rows.length} rows: at most ${IMPORT_MAX_ROWS} at once, split the file`);
      return { fileName: file.name, rows, result: await send(rows, true) };
    },
    onMutate: on.checking,
    onSuccess: on.checked,
    onError: on.checkFailed,
  });
  const confirm = useMutation({
    mutationFn: (p: Preview) => send(p.rows, false),
    onSuccess: (r) => {
      on.imported(r);
      void invalidate(kind === 'games' ? staleAfter.games(leagueId) : kind === 'teams' ? staleAfter.team(leagueId) : [...staleAfter.invitations(leagueId, null), ['teams']]);
    },
  });
  return { check, confirm };
}

/** One of the league's CSV exports, downloaded by the browser. */
export const useCsvExport = (leagueId: string, seasonId: string | undefined) =>
  useMutation({
    mutationFn: (kind: ExportKind) => api.exportCsv(leagueId, kind, seasonId),
    onSuccess: (f) => download(f.file_name, f.csv),
  });
