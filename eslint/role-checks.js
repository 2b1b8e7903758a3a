// Role checks live in functions/access/ (roles.ts: the league's admin, a team's manager; decide.ts: what each may
// do). This rule refuses an `admin_id` or `manager_id` compared with ===, !==, == or != anywhere else in
// functions/, so a role is never read by hand in an area and cannot drift from the one reading in access/.

const ROLE_FIELDS = new Set(['admin_id', 'manager_id']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

/** The role field a side of a comparison reads (`x.admin_id`, `x?.manager_id`, `x['admin_id']`, `x.admin_id!`), or null. */
function roleField(node) {
  let n = node;
  while (n && (n.type === 'ChainExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSAsExpression')) n = n.expression;
  if (n?.type !== 'MemberExpression') return null;
  const name = !n.computed && n.property.type === 'Identifier' ? n.property.name
    : n.computed && n.property.type === 'Literal' ? String(n.property.value) : null;
  return name && ROLE_FIELDS.has(name) ? name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const onlyInAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'admin_id and manager_id are compared only in functions/access/' },
    schema: [],
    messages: {
      byHand: 'A role read by hand ({{field}} compared): ask functions/access/ (roles.ts: isLeagueAdmin, managesTeam, teamsManagedBy; decide.ts for what a role may do).',
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!EQUALITY.has(node.operator)) return;
        const field = roleField(node.left) ?? roleField(node.right);
        if (field) context.report({ node, messageId: 'byHand', data: { field } });
      },
    };
  },
};

export const roleChecksPlugin = { rules: { 'only-in-access': onlyInAccess } };
