// What a list shows while it has nothing: centred, its title, what would fill it, and maybe the way on.
import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface Props {
  /** What is missing; a plain text shows bold. */
  title: ReactNode;
  /** What would fill the list; a plain text shows in the secondary colour. */
  hint: ReactNode;
  /** The way on (e.g. Create League). */
  action?: ReactNode;
  padding?: BoxProps['padding'];
}

export function EmptyState({ title, hint, action, padding = 'l' }: Props) {
  return (
    <Box textAlign="center" color="inherit" padding={padding}>
      <SpaceBetween size="s">
        {typeof title === 'string' ? <b>{title}</b> : title}
        {typeof hint === 'string' ? <Box color="text-body-secondary">{hint}</Box> : hint}
        {action}
      </SpaceBetween>
    </Box>
  );
}
