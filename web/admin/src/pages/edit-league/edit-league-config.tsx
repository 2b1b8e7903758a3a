// The edit screen's tabs; the `tab` query parameter selects one (default basic). Only the tabs that work today.
export const EDIT_TABS = [
  { id: 'basic', label: 'Basic Settings' },
  { id: 'levels', label: 'Levels' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'teams', label: 'Teams' },
  { id: 'games', label: 'Venues & Standings' },
  { id: 'domains', label: 'Domains' },
  { id: 'branding', label: 'Branding' },
] as const;
export type EditTab = (typeof EDIT_TABS)[number]['id'];

export const toTab = (v: string | null): EditTab => (EDIT_TABS.some((t) => t.id === v) ? (v as EditTab) : 'basic');
