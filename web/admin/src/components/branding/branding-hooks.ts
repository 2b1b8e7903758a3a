import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import type { Branding, BrandingPanel } from '../../../../../shared/branding-schema';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The league's branding, defaults filled in by the API. */
export function useBranding(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueBranding(leagueId), queryFn: () => api.getBranding(leagueId), select: (r) => r.branding, enabled: Boolean(leagueId) });
}

/** One save per panel; the answer is the whole branding, so the cache takes it as it is. */
export function useBrandingSaves(leagueId: string) {
  const client = useQueryClient();
  const onSuccess = (r: Awaited<ReturnType<typeof api.getBranding>>) => client.setQueryData(queryKeys.leagueBranding(leagueId), r);
  return {
    layout: useMutation({ mutationFn: (body: BodyOf<'saveBrandingLayout'>) => api.saveBrandingLayout(leagueId, body), onSuccess }),
    colors: useMutation({ mutationFn: (body: BodyOf<'saveBrandingColors'>) => api.saveBrandingColors(leagueId, body), onSuccess }),
    navigation: useMutation({ mutationFn: (body: BodyOf<'saveBrandingNavigation'>) => api.saveBrandingNavigation(leagueId, body), onSuccess }),
    hero: useMutation({ mutationFn: (body: BodyOf<'saveBrandingHero'>) => api.saveBrandingHero(leagueId, body), onSuccess }),
    sponsors: useMutation({ mutationFn: (body: BodyOf<'saveBrandingSponsors'>) => api.saveBrandingSponsors(leagueId, body), onSuccess }),
    social: useMutation({ mutationFn: (body: BodyOf<'saveBrandingSocial'>) => api.saveBrandingSocial(leagueId, body), onSuccess }),
  };
}

/**
 * The version of one panel its form was read at: the save sends it (a panel saved elsewhere since is refused with
 * 409 rather than overwritten), and the form holds the one its own save answered.
 */
export function usePanelVersion(branding: Branding, panel: BrandingPanel) {
  const version = useRef(branding.versions?.[panel]);
  return {
    toSend: () => version.current,
    saved: (r: { branding: Branding }) => { version.current = r.branding.versions?.[panel]; },
  };
}
