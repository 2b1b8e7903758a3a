// The Import & export tab's calls: a file's rows checked (dry run) or imported, and the league's CSV exports.
import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_ROWS, type ExportKind, type ImportResult } from '../../../../../shared/import-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { staleAfter } from '../../api/query-keys';
import { download, readSpreadsheet, type SheetFile } from '../../lib/spreadsheet';

export type ImportKind = 'teams' | 'players' | 'games';
/** A checked file: its rows with their line numbers, whether its games may double-book a field, and the check's answer. */
export interface Preview { fileName: string; sheet: SheetFile; allowDoubleBooking: boolean; result: ImportResult }

/**
 * `check` reads a file and asks for its preview (nothing written); `confirm` imports a previewed file and refreshes
 * what the import changed (the season's games, the league's teams, or the invitations and rosters).
 */
export function useSheetImport(leagueId: string, kind: ImportKind, seasonId: string | undefined, on: {
  checking: () => void; checked: (p: Preview) => void; checkFailed: (e: Error) => void; imported: (r: ImportResult) => void;
}) {
  const invalidate = useInvalidate();
  const send = ({ rows, row_numbers }: SheetFile, dryRun: boolean, allowDoubleBooking: boolean) => {
    const body = { dry_run: dryRun, rows, row_numbers };
    return kind === 'teams' ? api.importTeams(leagueId, body)
      : kind === 'players' ? api.importPlayers(leagueId, body)
        : api.importGames(leagueId, seasonId!, { ...body, allow_double_booking: allowDoubleBooking });
  };
  /** A file chosen (read, then checked), or the previewed file checked again with double booking allowed or not. */
  const check = useMutation({
    mutationFn: async (what: { file: File; allowDoubleBooking: boolean } | { preview: Preview; allowDoubleBooking: boolean }) => {
      const fileName = 'file' in what ? what.file.name : what.preview.fileName;
      const sheet = 'file' in what ? await readSpreadsheet(what.file) : what.preview.sheet;
      if (!sheet.rows.length) throw new Error(`${fileName} has no rows under its header row`);
      if (sheet.rows.length > IMPORT_MAX_ROWS) throw new Error(`${fileName} has ${sheet.rows.length} rows: at most ${IMPORT_MAX_ROWS} at once, split the file`);
      return { fileName, sheet, allowDoubleBooking: what.allowDoubleBooking, result: await send(sheet, true, what.allowDoubleBooking) };
    },
    onMutate: on.checking,
    onSuccess: on.checked,
    onError: on.checkFailed,
  });
  const confirm = useMutation({
    mutationFn: (p: Preview) => send(p.sheet, false, p.allowDoubleBooking),
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
