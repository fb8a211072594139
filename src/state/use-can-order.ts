// Whether the signed-in user may order: a guest and a company's viewer may not (the server refuses them too).
// Every order button asks this one hook.
import { useAuth } from './auth-provider'

export function useCanOrder(): boolean {
  const { user } = useAuth()
  return user?.permissions.can_order ?? false
}
