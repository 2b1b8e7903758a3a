import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { unknownFields } from '../../functions/lib/unknown-fields';
import { newsInputSchema } from '../../shared/news-schema';
import { navigationInputSchema } from '../../shared/branding-schema';

describe('a request body is checked for fields its schema does not declare', () => {
  it('names an unknown top-level field and a misspelt one, and accepts a body of known fields', () => {
    expect(unknownFields(newsInputSchema, { title: 'T', contnet: 'x' })).toEqual(['contnet']);
    expect(unknownFields(newsInputSchema, { title: 'T', content: '<p>x</p>', is_published: true })).toEqual([]);
  });

  it('names only the outermost unknown key of a deeply nested junk body', () => {
    let junk: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) junk = { a: junk };
    expect(unknownFields(newsInputSchema, junk)).toEqual(['a']);
  });

  it('looks inside lists, optional and defaulted fields, unions and preprocessed values', () => {
    const schema = z.object({
      items: z.array(z.object({ label: z.string() })).default([]),
      pick: z.union([z.object({ kind: z.literal('a'), x: z.number() }), z.object({ kind: z.literal('b'), y: z.number() })]).optional(),
      pre: z.preprocess((v) => v, z.object({ n: z.number() })),
    });
    expect(unknownFields(schema, { items: [{ label: 'x' }, { label: 'y', colour: 'red' }], pick: { kind: 'b', y: 1, x: 2 }, pre: { n: 1, m: 2 } }))
      .toEqual(['items.1.colour', 'pick.x', 'pre.m']);
  });

  it('lets an object that declares a catch-all keep its extra keys', () => {
    expect(unknownFields(z.looseObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([]);
    expect(unknownFields(z.object({ m: z.record(z.string(), z.object({ v: z.number() })) }), { m: { k: { v: 1, w: 2 } } })).toEqual(['m.k.w']);
  });

  it('finds a typo inside a navigation group', () => {
    const nav = { custom_navigation_order: [{ id: 'home', name: 'Home', type: 'default', chidren: [] }] };
    expect(unknownFields(navigationInputSchema, nav)).toEqual(['custom_navigation_order.0.chidren']);
  });
});

describe('a PUT may send back the resource it read', () => {
  it('accepts the league read back unchanged in its PUT, and nothing of the kind for a PATCH or a POST', async () => {
    const { ROUTES } = await import('../../shared/api-contract');
    const { readBackFields } = await import('../../functions/lib/unknown-fields');
    const league = readBackFields(ROUTES.updateLeague.method, ROUTES.updateLeague.body, ROUTES.updateLeague.responses);
    expect([...league]).toEqual(expect.arrayContaining(['id', 'admin_id', 'created_at', 'updated_at']));
    expect(league.has('name')).toBe(false);
    expect(readBackFields(ROUTES.updateTeam.method, ROUTES.updateTeam.body, ROUTES.updateTeam.responses).size).toBe(0);
    expect(readBackFields(ROUTES.createNews.method, ROUTES.createNews.body, ROUTES.createNews.responses).size).toBe(0);
  });
});
