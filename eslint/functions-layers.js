// The order of the folders inside functions/, declared once (docs/architecture.md section 2), and the lint rule that
// holds every import to it: a file imports only folders in a lower layer, never a peer in its own layer nor anything
// above. Folders that point one way cannot form a circle, so each area can be read, changed and loaded without the
// ones above it. tests/unit/functions-folder-cycles.test.ts checks the whole tree against the same list.
import path from 'node:path';

/**
 * Lowest first. A folder of a layer may import any folder of the layers before it. A file at the top of functions/
 * stands as a folder of its own, named without its extension (routes: functions/routes.ts).
 */
export const FUNCTIONS_LAYERS = [
  // Plumbing that knows no product rule: the request wrapper, typed errors, mail, tracing, signed links.
  ['lib'],
  // What areas share: the table (keys and access patterns), the payment provider, the pure rules of a season's play
  // (schedule generator and its settings, standings).
  ['data', 'payments', 'season-rules'],
  // Who may do what to a league, team or game, and what the plan allows.
  ['access'],
  // Areas, each above the areas it builds on.
  // game-mail: how e-mails about games read and go, and "the schedule is published" (told by games, seasons, leagues).
  // support: support requests, e-mailed to the operators and answered (issue 45 point 6).
  ['auth-triggers', 'domains', 'game-mail', 'invitations', 'levels', 'subscriptions', 'support', 'uploads'],
  // messages: groups, channels (e-mail, texts, pushes, quiet hours) and the send-once pipeline; told by games' notices,
  // and the autopilot sweep sends scheduled messages and what quiet hours held.
  ['leagues', 'seasons', 'messages'],
  ['news', 'pages', 'playoffs'],
  ['branding', 'games'],
  ['team-page', 'teams'],
  ['game-day', 'imports', 'me', 'registrations', 'roster'],
  // assistant: the league assistant (issue 40): its tools run through games, messages, registrations and seasons as
  // the signed-in person; its model (model.ts). Below autopilot, whose weekly plan builds on it.
  ['assistant'],
  // The one payment webhook hands league fees to registrations; the public site reads every area's public side;
  // autopilot: the job runner's sweep and the jobs it runs (a season's waitlist and unpaid fees, through registrations).
  ['autopilot', 'billing', 'public-site'],
  ['account', 'site-render'],
  // Which function serves which route (functions/routes.ts).
  ['routes'],
];

/**
 * Imports that still run up, as [from, to] folder pairs, until the change that turns them around lands. The list
 * only shrinks: the test fails on a pair that no longer occurs.
 */
export const IMPORTS_STILL_UP = [];

/** The folder directly below `root` that `file` belongs to (a file at the top: its name); null outside root. */
export function folderOf(root, file) {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0];
}

/**
 * What is wrong with `spec` imported by `file` (null when nothing): a folder the layers do not list, a peer of the
 * same layer, or a folder above.
 */
export function layerProblem({ root, layers, stillUp = [] }, file, spec) {
  if (!spec.startsWith('.')) return null;
  const from = folderOf(root, file);
  const to = folderOf(root, path.resolve(path.dirname(file), spec));
  if (!from || !to || from === to) return null;
  const layerOf = (folder) => layers.findIndex((layer) => layer.includes(folder));
  for (const folder of [from, to]) if (layerOf(folder) < 0) return { messageId: 'unlisted', data: { folder } };
  if (layerOf(to) < layerOf(from) || stillUp.some(([f, t]) => f === from && t === to)) return null;
  return { messageId: layerOf(to) === layerOf(from) ? 'peer' : 'up', data: { from, to } };
}

const WHERE = 'eslint/functions-layers.js, docs/architecture.md section 2';

/** @type {import('eslint').Rule.RuleModule} */
const foldersPointDown = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders inside functions/ import only folders of a lower layer' },
    schema: [{
      type: 'object',
      properties: {
        root: { type: 'string' },
        layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        stillUp: { type: 'array', items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 } },
      },
      required: ['root', 'layers'],
      additionalProperties: false,
    }],
    messages: {
      up: `functions/{{from}} sits below functions/{{to}} (${WHERE}): move what both need down, or wire it where the routes are assembled.`,
      peer: `functions/{{from}} and functions/{{to}} are peers of one layer (${WHERE}): move what both need down, or move {{from}} up a layer.`,
      unlisted: `functions/{{folder}} has no place in the layers (${WHERE}): add it to the layer it belongs to.`,
    },
  },
  create(context) {
    const options = context.options[0];
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const problem = layerProblem(options, context.filename, node.source.value);
      if (problem) context.report({ node: node.source, ...problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const functionsLayersPlugin = { rules: { 'folders-point-down': foldersPointDown } };
