// How a game reads on every admin screen: its time on the league's clock, status, score and result state.
import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { format, parseISO } from 'date-fns';
import type { GameView } from '../../../../../shared/api-contract';
import type { PhoneCards } from '../phone-cards';
import { GAME_STATUS_LABELS, type GameStatus } from '../../../../../shared/game-status';

const STATUS_COLOR: Record<GameStatus, BadgeProps['color']> = {
  scheduled: 'blue', in_progress: 'severity-medium', completed: 'green', postponed: 'severity-low', cancelled: 'red',
};

/** 'Sat, Mar 7, 2026 · 18:30': the API gives the league's wall clock (local_date, local_time), so no zone arithmetic here. */
export function gameWhen(g: Pick<GameView, 'local_date' | 'local_time'>): string {
  return `${format(parseISO(g.local_date), 'EEE, MMM d, yyyy')} · ${g.local_time}`;
}

export function GameStatusBadge({ status }: { status: GameStatus }) {
  // A game in progress is 'Live', as the public site says.
  return <Badge color={STATUS_COLOR[status]}>{status === 'in_progress' ? 'Live' : GAME_STATUS_LABELS[status]}</Badge>;
}

export function scoreText(g: Pick<GameView, 'home_score' | 'away_score'>): string {
  return g.home_score === null || g.away_score === null ? '-' : `${g.home_score} - ${g.away_score}`;
}

/** 'Reported' waits for the admin (or the other manager); 'Confirmed' counts in the standings. */
export function ResultState({ game }: { game: Pick<GameView, 'result_status' | 'home_report' | 'away_report'> }) {
  if (game.result_status === 'confirmed') return <StatusIndicator type="success">Confirmed</StatusIndicator>;
  if (game.result_status === 'reported' || game.home_report || game.away_report) return <StatusIndicator type="pending">Reported</StatusIndicator>;
  return <span>-</span>;
}

/** Managers report a score from the game's start (the API refuses earlier reports). */
export const reportsOpen = (g: Pick<GameView, 'scheduled_at'>, now = Date.now()) => Date.parse(g.scheduled_at) <= now;

/** Both managers reported, different scores: the admin chooses which counts. */
export const reportsDisagree = (g: Pick<GameView, 'home_report' | 'away_report'>) =>
  Boolean(g.home_report && g.away_report && (g.home_report.home_score !== g.away_report.home_score || g.home_report.away_score !== g.away_report.away_score));

/** A reported score waiting for the admin. */
export const needsConfirmation = (g: Pick<GameView, 'result_status'>) => g.result_status === 'reported';

type GameColumn = TableProps.ColumnDefinition<GameView>;

/** The columns every table of games shows (the schedule, a team's schedule), each screen adding its own. */
export const GAME_COLUMNS = {
  when: { id: 'when', header: 'Date and time', minWidth: 150, cell: (g) => gameWhen(g) },
  location: { id: 'location', header: 'Venue and field', cell: (g) => g.location ?? '-' },
  status: { id: 'status', header: 'Status', cell: (g) => <GameStatusBadge status={g.status} /> },
  score: { id: 'score', header: 'Score', cell: (g) => scoreText(g) },
  result: { id: 'result', header: 'Result', minWidth: 130, cell: (g) => <ResultState game={g} /> },
} satisfies Record<string, GameColumn>;

/**
 * A game on a phone (League Management's schedule): a card headed by its date and time, its Home and Away teams
 * side by side and labelled, where it is played, then its status, score, result and actions two to a line, all on
 * screen without scrolling sideways.
 */
export const GAME_CARDS: PhoneCards<GameView> = {
  label: 'Games',
  header: 'when',
  half: ['home', 'away', 'status', 'score', 'result', 'actions'],
};
