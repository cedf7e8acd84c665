import { useMutation } from '@tanstack/react-query'

import { resetUser } from './requests'

/**
 * Deletes every patient, project, record and report of the account. What
 * the app holds about them goes with the whole client state, which is the
 * caller's to drop once this succeeded.
 */
export function useResetUserData() {
  return useMutation({ mutationFn: (userId: string) => resetUser(userId) })
}
