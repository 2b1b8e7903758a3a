// The user-search picker (spec sections 2, 5 and 9): search the people of your leagues by first or last name from
// 2 characters (300 ms after the last keystroke, at most 10 results), or switch to inviting someone by e-mail.
// Anyone who is not already a manager or player in your leagues is reached by e-mail only.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UserSearchResult } from '../../../../../shared/api-contract';
import { TEAM_MESSAGES, USER_SEARCH } from '../../../../../shared/team-schema';
import { useUserSearch } from './team-hooks';

/** What the picker chose: a person of your leagues, or an e-mail address to invite. */
export type PickedPerson = { user: UserSearchResult; email?: undefined } | { email: string; user?: undefined } | null;

interface Props {
  value: PickedPerson;
  onChange: (value: PickedPerson) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The label the field gives it (for screen readers). */
  ariaLabel: string;
  /** Starts in e-mail mode (e.g. nobody to search yet). */
  emailFirst?: boolean;
}

const fullName = (p: UserSearchResult) => `${p.first_name} ${p.last_name}`.trim() || 'Unnamed person';

export function UserSearchPicker({ value, onChange, onBlur, invalid, ariaLabel, emailFirst = false }: Props) {
  const [byEmail, setByEmail] = useState(emailFirst || Boolean(value?.email));
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const people = search.data ?? [];

  if (byEmail) {
    return (
      <SpaceBetween size="xxs">
        <Input
          type="email"
          value={value?.email ?? ''}
          invalid={invalid}
          ariaLabel={`${ariaLabel} email`}
          placeholder="name@example.com"
          onBlur={onBlur}
          onChange={({ detail }) => onChange(detail.value ? { email: detail.value } : null)}
        />
        <Box variant="small">
          They get an e-mailed invitation and take over once they accept.{' '}
          <Link variant="primary" fontSize="body-s" onFollow={() => { setByEmail(false); onChange(null); }}>Search your leagues' people instead</Link>
        </Box>
      </SpaceBetween>
    );
  }

  const short = text.trim().length < USER_SEARCH.minLength;
  const statusType: SelectProps['statusType'] = search.isError ? 'error' : !short && (search.isFetching || !search.settled) ? 'loading' : 'finished';
  const options: SelectProps.Option[] = short ? [] : people.map((p) => ({
    value: p.id, label: fullName(p), description: p.leagues.map((l) => l.name).join(', '),
  }));
  const selected = value?.user ? { value: value.user.id, label: fullName(value.user) } : null;
  return (
    <SpaceBetween size="xxs">
      <Select
        selectedOption={selected}
        options={options}
        filteringType="manual"
        filteringPlaceholder="First or last name"
        filteringAriaLabel={`${ariaLabel}: search by name`}
        ariaLabel={ariaLabel}
        placeholder="Search people in your leagues"
        invalid={invalid}
        statusType={statusType}
        loadingText="Searching"
        errorText={TEAM_MESSAGES.searchFailed}
        empty={short ? TEAM_MESSAGES.searchMin : 'Nobody of your leagues has that name: invite them by e-mail'}
        onLoadItems={({ detail }) => setText(detail.filteringText)}
        onBlur={onBlur}
        onChange={({ detail }) => {
          const person = people.find((p) => p.id === detail.selectedOption.value);
          onChange(person ? { user: person } : null);
        }}
      />
      <Box variant="small">
        Managers and players of your leagues.{' '}
        <Link variant="primary" fontSize="body-s" onFollow={() => { setByEmail(true); onChange(null); }}>or invite by e-mail</Link>
      </Box>
    </SpaceBetween>
  );
}
