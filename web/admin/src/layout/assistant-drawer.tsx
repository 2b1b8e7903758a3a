// The assistant's drawer on every signed-in page (issue 40): opened from the top navigation's "Assistant" or the
// layout's drawer button, or by an address with ?assistant=open (the landing page's "See AI in Action"). At a desk
// it is a side drawer beside the page; on a phone Cloudscape's AppLayout shows it over the whole screen. Its
// content (the panel, the chat components, zod) is a chunk of its own, loaded when it is first opened: the admin's
// first load carries only this file.
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppLayoutProps } from '@cloudscape-design/components/app-layout';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { lazyNamed } from '../lib/lazy-named';

const AssistantPanel = lazyNamed(() => import('../components/assistant/load-assistant-panel').then((m) => m.loadAssistantPanel()), 'AssistantPanel');

export const ASSISTANT_DRAWER = 'assistant';

export function useAssistantDrawer(signedIn: boolean) {
  const { search } = useLocation();
  const [active, setActive] = useState<string | null>(null);
  // Not loaded until first opened; from then on kept (closed, not unmounted), so the conversation is there again.
  const [opened, setOpened] = useState(false);
  const show = (id: string | null) => {
    setActive(id);
    if (id === ASSISTANT_DRAWER) setOpened(true);
  };
  // An address asking for it (?assistant=open) opens it once, as the page is shown (React's state-from-props pattern).
  const [seen, setSeen] = useState<string | null>(null);
  if (new URLSearchParams(search).get('assistant') === 'open' && seen !== search) {
    setSeen(search);
    show(ASSISTANT_DRAWER);
  }

  const drawers: AppLayoutProps.Drawer[] | undefined = signedIn ? [{
    id: ASSISTANT_DRAWER,
    trigger: { iconName: 'gen-ai' },
    ariaLabels: { drawerName: 'Assistant', triggerButton: 'Open the assistant', closeButton: 'Close the assistant', resizeHandle: 'Resize the assistant' },
    resizable: true,
    defaultSize: 440,
    preserveInactiveContent: opened,
    content: opened && (
      <Suspense fallback={<Box padding="l" textAlign="center"><Spinner /> Loading the assistant...</Box>}>
        <AssistantPanel onClose={() => setActive(null)} />
      </Suspense>
    ),
  }] : undefined;

  return {
    drawers,
    activeDrawerId: signedIn ? active : null,
    onDrawerChange: ({ detail }: { detail: { activeDrawerId: string | null } }) => show(detail.activeDrawerId),
    toggle: () => show(active === ASSISTANT_DRAWER ? null : ASSISTANT_DRAWER),
  };
}
