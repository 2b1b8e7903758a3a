import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterButton } from './router-link';

/** The empty state of a list of the user's leagues (dashboard, League Management): what is missing and the way on. */
export function NoLeaguesYet({ title, text, padding }: { title: ReactNode; text: string; padding: 'm' | 'l' }) {
  return (
    <Box textAlign="center" color="inherit" padding={padding}>
      <SpaceBetween size="s">
        {title}
        <Box variant="p" color="text-body-secondary">
          {text}
        </Box>
        <RouterButton href="/create-league" ariaLabel="Create League (empty state)">
          Create League
        </RouterButton>
      </SpaceBetween>
    </Box>
  );
}
