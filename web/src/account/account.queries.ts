import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { data } from '../api/client';
import type { components } from '../api/schema';
import { authKeys } from '../auth/session.queries';

export type PasswordChange = components['schemas']['PasswordChange'];
export type TotpEnrolment = components['schemas']['TotpEnrolment'];
export type RecoveryCodes = components['schemas']['RecoveryCodes'];

/** What a user does to their own account: password, authenticator, recovery codes. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: PasswordChange) => {
      await data(api.client.POST('/api/v1/staff/me/password', { body }));
    },
  });
}

export function useStartTotpEnrolment() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { password?: string }) => data(api.client.POST('/api/v1/staff/me/totp', { body })),
  });
}

/** Confirms the new authenticator; the session now has its second factor, so it is read again. */
export function useConfirmTotpEnrolment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => data(api.client.POST('/api/v1/staff/me/totp/confirmation', { body: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  });
}

export function useNewRecoveryCodes() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => data(api.client.POST('/api/v1/staff/me/recovery-codes', { body: { password } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  });
}
