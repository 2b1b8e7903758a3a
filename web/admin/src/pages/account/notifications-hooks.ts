// The account page's "Texts and notifications" server calls: every write answers the whole settings, kept in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { NotificationSettings } from '../../../../../shared/notification-schema';

export const useNotificationSettings = () => useQuery({ queryKey: queryKeys.notifications, queryFn: api.notificationSettings });

/** A write whose answer is the settings: the cache takes it as it is; a write without one reads them again. */
function useSettingsWrite<A>(fn: (arg: A) => Promise<NotificationSettings | unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'quiet_hours' in answer) client.setQueryData(queryKeys.notifications, answer);
      else void client.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}

export const useAddPhone = () => useSettingsWrite(api.addPhone);
export const useConfirmPhone = () => useSettingsWrite(api.confirmPhone);
export const useRemovePhone = () => useSettingsWrite(() => api.removePhone());
export const useSaveQuietHours = () => useSettingsWrite(api.saveQuietHours);
export const useAddPushDevice = () => useSettingsWrite(api.addPushDevice);
export const useRemovePushDevice = () => useSettingsWrite(api.removePushDevice);
