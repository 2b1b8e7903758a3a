/** The sentence of an error for people: its message, or the value as text. */
export function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}
