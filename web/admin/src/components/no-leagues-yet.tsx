import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { RouterButton } from './router-link';
import { EmptyState } from './empty-state';

/** The empty state of a list of the user's leagues (dashboard, League Management): what is missing and the way on. */
export function NoLeaguesYet({ title, text, padding }: { title: ReactNode; text: string; padding: 'm' | 'l' }) {
  return (
    <EmptyState
      title={title}
      hint={<Box variant="p" color="text-body-secondary">{text}</Box>}
      action={<RouterButton href="/create-league" ariaLabel="Create League (empty state)">Create League</RouterButton>}
      padding={padding}
    />
  );
}
