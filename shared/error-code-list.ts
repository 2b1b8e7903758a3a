// The closed list of machine-readable error codes the API answers with. Plain data without schemas (error-codes.ts
// builds them), so the admin's API client reads an error's code without bringing zod into the app's first load.
export const ERROR_CODES = [
  'validation', // 400: a path, query or body value is wrong; `field` names it
  'bad_json', // 400: the body is not JSON
  'unknown_field', // 400: the body has a field the request does not take; `field` names the first
  'unauthorized', // 401: no token, or a token that does not verify
  'forbidden', // 403: signed in, but not yours to change
  'plan_feature_required', // 403: the caller's plan lacks the feature
  'not_found', // 404: nothing there, or nothing the caller may see
  'method_not_allowed', // 405
  'slug_taken', // 409: the custom URL belongs to another league, or the article address to another article
  'domain_taken', // 409: the custom domain belongs to another league
  'limit_reached', // 409: a plan limit (leagues, teams, players, ...) is used up
  'already_member', // 409: the person is already on that roster
  'trial_used', // 409: the plan's one free trial has been used
  'conflict', // 409: another change got there first
  'invitation_used', // 409: the invitation was accepted already
  'invitation_expired', // 410: the invitation is past its expiry
  'link_expired', // 410: a signed link whose game is over
  'email_mismatch', // 403: the invitation is for another e-mail address than the caller's
  'payload_too_large', // 413
  'unavailable', // 503: the service is starting or a dependency is down
  'internal', // 500: our fault; the sentence never carries details
  'jersey_taken', // 409: another player of the team wears that jersey number; `field` is jersey_number
  'field_taken', // 409: another game uses that venue and field at that time (send allow_double_booking to book it anyway)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
