// The schedule page in pages of whole days: the rule lives in shared/schedule-paging.ts, since the server pages the
// schedule before rendering and the browser pages it the same way.
export { fromDay, groupGames, pageOfSchedule, SCHEDULE_PAGE_GAMES, type SchedulePaging } from '../../../../shared/schedule-paging';
