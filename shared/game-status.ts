// A game's statuses and how they read: plain data without schemas, so a page that only shows a game (the admin's
// dashboard, in its first load) does not bring zod along. game-schema.ts validates with them.
export const GAME_STATUSES = ['scheduled', 'in_progress', 'completed', 'postponed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: 'Scheduled', in_progress: 'In progress', completed: 'Completed', postponed: 'Postponed', cancelled: 'Cancelled',
};
