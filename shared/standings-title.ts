// A standings table's heading, for the admin and the light public site alike (no zod here: the site bundle stays small).

/** 'Level · Division' for a division's table, the level alone for a level's, the division alone without a level. */
export function standingsGroupTitle(g: { level_name: string | null; division_name?: string | null }): string | null {
  if (g.division_name) return g.level_name ? `${g.level_name} · ${g.division_name}` : g.division_name;
  return g.level_name;
}
