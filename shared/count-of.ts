/** "1 place", "3 places", "2 teams' managers": a count with its noun in the singular or the plural. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
