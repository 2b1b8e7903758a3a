// Stripe's SDK sends bodies and queries form-encoded with bracket keys (`line_items[0][price]=...`,
// `metadata[user_id]=...`). This turns them back into the nested object the SDK started from; arrays come back as
// arrays (numeric keys in order). Values stay strings, as on the wire.
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseForm(text: string): Record<string, FormValue> {
  // Nodes without a prototype: a key such as `metadata[__proto__][x]` is then an own key like any other, never
  // Object.prototype (which writing through it would change for the whole process).
  const node0 = () => Object.create(null) as Record<string, FormValue>;
  const root = node0();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) { node[part] = value; return; }
      node[part] ??= node0();
      node = node[part] as Record<string, FormValue>;
    });
  }
  return arraysOf(root) as Record<string, FormValue>;
}

/** An object whose keys are 0..n-1 is the array the SDK encoded. */
function arraysOf(v: FormValue): FormValue {
  if (typeof v === 'string' || Array.isArray(v)) return v;
  const entries = Object.entries(v).map(([k, x]) => [k, arraysOf(x)] as const);
  const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isArray ? entries.map(([, x]) => x) : Object.assign(Object.create(null) as Record<string, FormValue>, Object.fromEntries(entries));
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: FormValue | undefined): Record<string, FormValue> => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
export const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
export const strings = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));
