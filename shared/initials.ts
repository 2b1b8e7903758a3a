// A team's or person's monogram where there is no picture, the same in the admin and on the league site.

/** Two letters: the first letters of the first two words ('Blue Bears' -> 'BB'), else the first two ('Rovers' -> 'RO'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const two = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return two.toUpperCase() || '?';
}
