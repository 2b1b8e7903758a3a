import type * as z from 'zod';

/**
 * The paths of fields in `value` that `schema` does not declare, however deep. zod's objects strip unknown keys
 * silently, so a client's typo ("nmae") or a junk body would be accepted with defaults; every write route
 * refuses them instead, as payment and cloud APIs do. Walking the schema beside the value keeps each schema in
 * `shared/` as written (the forms use the same schemas) rather than rewriting each one as strict.
 *
 * An object that declares a catch-all (z.looseObject, .catchall) accepts any extra key on purpose.
 */
export function unknownFields(schema: z.ZodType, value: unknown, path: string[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return value === undefined || value === null ? [] : unknownFields(def.innerType as z.ZodType, value, path);
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: the schema after it says which keys are known.
      const first = def.in as z.ZodType;
      return unknownFields(defOf(first).type === 'transform' ? (def.out as z.ZodType) : first, value, path);
    }
    case 'lazy':
      return unknownFields((def.getter as () => z.ZodType)(), value, path);
    case 'object':
      return objectUnknowns(def, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => unknownFields(def.element as z.ZodType, v, [...path, String(i)])) : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((v, i) => {
            const item = (def.items as z.ZodType[])[i] ?? (def.rest as z.ZodType | undefined);
            return item ? unknownFields(item, v, [...path, String(i)]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([k, v]) => unknownFields(def.valueType as z.ZodType, v, [...path, k]))
        : [];
    case 'union': {
      // The option the value actually matches decides which keys are known; no match fails the parse anyway.
      const match = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      return match ? unknownFields(match, value, path) : [];
    }
    case 'intersection': {
      const left = unknownFields(def.left as z.ZodType, value, path);
      const right = new Set(unknownFields(def.right as z.ZodType, value, path));
      return left.filter((p) => right.has(p));
    }
    default:
      return [];
  }
}

function objectUnknowns(def: ZodDef, value: unknown, path: string[]): string[] {
  if (!isPlainObject(value)) return [];
  const shape = def.shape as Record<string, z.ZodType>;
  const loose = def.catchall !== undefined && defOf(def.catchall as z.ZodType).type !== 'never';
  const out: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    // Own keys only: `shape.constructor` or `shape.__proto__` would be Object.prototype's, not a declared field.
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (field) out.push(...unknownFields(field, v, [...path, key]));
    else if (!loose) out.push([...path, key].join('.'));
    else out.push(...unknownFields(def.catchall as z.ZodType, v, [...path, key]));
  }
  return out;
}

type ZodDef = { type: string } & Record<string, unknown>;

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The fields a client may send back unchanged in a PUT: those of the resource the route answers with that its
 * body does not take (id, created_at, counters...). A PUT replaces what was read, and clients commonly send the
 * read back with their edits; those fields are accepted and ignored (zod strips them, so they are never written),
 * while anything else unknown is still refused. PATCH and POST bodies carry only what they change, so they get
 * no such allowance.
 */
export function readBackFields(method: string, body: z.ZodType | undefined, responses: Record<number, z.ZodType>): Set<string> {
  if (method !== 'PUT' || !body) return new Set();
  const bodyKeys = new Set(Object.keys(shapeOf(body) ?? {}));
  const ok = Object.entries(responses).find(([status]) => Number(status) >= 200 && Number(status) < 300)?.[1];
  const top = ok ? shapeOf(ok) : undefined;
  if (!top) return new Set();
  // `{ league: {...} }`: the resource is the single object inside; otherwise the answer itself.
  const values = Object.values(top);
  const inner = values.length === 1 ? shapeOf(values[0]) : undefined;
  return new Set(Object.keys(inner ?? top).filter((k) => !bodyKeys.has(k)));
}

/** The keys of an object schema, through optional/nullable/pipe wrappers; undefined when it is not an object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (['optional', 'nullable', 'default', 'readonly'].includes(def.type)) return shapeOf(def.innerType as z.ZodType);
  if (def.type === 'pipe') return shapeOf((defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in) as z.ZodType);
  return undefined;
}
