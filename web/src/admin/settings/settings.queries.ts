import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { type Api, data } from '../../api/client';
import type { components } from '../../api/schema';

export type Setting = components['schemas']['Setting'];
export type SettingKey = Setting['key'];
/** Each setting's value, typed by the value schema the API document publishes for it (`…Setting` components). */
export type SettingValues = components['schemas']['StaffVocabulary']['settingDefaults'];
export type SettingValue<Key extends SettingKey> = SettingValues[Key];
export type Holiday = components['schemas']['Holiday'];
export type HolidayCreate = components['schemas']['HolidayCreate'];

/** The query keys of settings and holidays (one factory). */
export const settingKeys = {
  settings: ['admin', 'settings'] as const,
  holidays: ['admin', 'holidays'] as const,
  holidaysOf: (year: number) => [...settingKeys.holidays, year] as const,
};

export function settingsQuery(api: Api) {
  return queryOptions({
    queryKey: settingKeys.settings,
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/settings', { signal })),
  });
}

/**
 * Saves a setting's whole value on the version this page read (If-Match): a 412 (StaleRecordError)
 * when someone changed it since. `reload` reads the settings again (each editor then shows the latest).
 */
export function useUpdateSetting(key: SettingKey, version: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Unknown: the JSON editor sends what was typed, and the service checks it against the setting's schema.
    mutationFn: (value: unknown) =>
      data(
        api.client.PUT('/api/v1/staff/settings/{key}', {
          params: { path: { key }, header: { 'if-match': `"${version}"` } },
          body: { value },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.settings }),
  });
  const reload = () => {
    mutation.reset();
    void queryClient.invalidateQueries({ queryKey: settingKeys.settings });
  };
  return { ...mutation, reload };
}

export function holidaysQuery(api: Api, year: number) {
  return queryOptions({
    queryKey: settingKeys.holidaysOf(year),
    queryFn: ({ signal }) => data(api.client.GET('/api/v1/staff/holidays', { params: { query: { year } }, signal })),
  });
}

export function useAddHoliday() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayCreate) => data(api.client.POST('/api/v1/staff/holidays', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.holidays }),
  });
}

export function useRemoveHoliday() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => data(api.client.DELETE('/api/v1/staff/holidays/{date}', { params: { path: { date } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.holidays }),
  });
}
