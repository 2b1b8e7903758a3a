// What a registrant has typed, kept in this browser until they register: signing up means confirming an e-mail
// (often in another tab) and coming back, and nothing typed may be lost on the way. localStorage, not
// sessionStorage, because the confirmation link opens a new tab; a draft older than a day is dropped, and it is
// removed as soon as the registration is sent.

export interface RegistrationDraft {
  kind: 'individual' | 'team' | '';
  level_id: string;
  /** Individual: 'free_agent' or 'join' (a team's join code). */
  joining: 'free_agent' | 'join';
  join_code: string;
  team_name: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  /** Asked where a level is for women or men only; '' when not given (absent in drafts saved before it was asked). */
  gender?: string;
  /** Asked where the season has skill levels: '1' to '10', or ''. */
  skill_rating?: string;
  phone: string;
  guardian: { name: string; email: string; phone: string; relationship: string };
  answers: Record<string, string | string[] | boolean>;
  waiver_name: string;
  discount_code: string;
  pay_offline: boolean;
  /** The season's payment plan chosen (absent in drafts saved before plans existed). */
  pay_in_instalments?: boolean;
  /** Add-ons picked: id -> the option chosen ('' until chosen); absent in drafts saved before add-ons. */
  addons?: Record<string, string>;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  kind: '', level_id: '', joining: 'free_agent', join_code: '', team_name: '', first_name: '', last_name: '', date_of_birth: '', phone: '',
  guardian: { name: '', email: '', phone: '', relationship: '' }, answers: {}, waiver_name: '', discount_code: '', pay_offline: false,
};

const KEEP_MS = 24 * 60 * 60 * 1000;
const keyOf = (seasonId: string) => `league-platform:registration-draft:${seasonId}`;

export function loadDraft(seasonId: string, now = Date.now()): RegistrationDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(seasonId));
    if (!raw) return null;
    const { saved_at: savedAt, draft } = JSON.parse(raw) as { saved_at: number; draft: RegistrationDraft };
    if (typeof savedAt !== 'number' || now - savedAt > KEEP_MS) {
      localStorage.removeItem(keyOf(seasonId));
      return null;
    }
    return { ...EMPTY_DRAFT, ...draft, guardian: { ...EMPTY_DRAFT.guardian, ...draft.guardian } };
  } catch {
    return null;
  }
}

export function saveDraft(seasonId: string, draft: RegistrationDraft, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(seasonId), JSON.stringify({ saved_at: now, draft }));
  } catch { /* storage full or blocked: the form still works, the draft is just not kept */ }
}

export function forgetDraft(seasonId: string): void {
  try {
    localStorage.removeItem(keyOf(seasonId));
  } catch { /* storage blocked */ }
}
