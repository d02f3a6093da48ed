'use client'

import type { LoginState } from '@portal/domain/session'
import { createContext, type ReactNode, use, useEffect, useSyncExternalStore } from 'react'
import { hasLoginHint } from './login-hint'

const LoginStateContext = createContext<LoginState>('public')

const noSubscription = () => () => {}

/**
 * Login state for the browser (header, tracking). A page of a visitor knows it from the server
 * (`serverLoggedIn`); a page shared by every visitor is rendered public and reads the session's
 * readable hint cookie after hydration. Server code uses `getSession()`.
 */
export function LoginStateProvider({
  serverLoggedIn,
  children,
}: {
  serverLoggedIn: boolean
  children: ReactNode
}) {
  const loggedIn = useSyncExternalStore(
    noSubscription,
    () => serverLoggedIn || hasLoginHint(document.cookie),
    () => serverLoggedIn,
  )
  const state: LoginState = loggedIn ? 'logged_in' : 'public'
  // The body carries it too (styling hooks, support tools); the html is shared by every page.
  useEffect(() => {
    document.body.dataset.loginState = state
  }, [state])
  return <LoginStateContext value={state}>{children}</LoginStateContext>
}

export function useLoginState(): LoginState {
  return use(LoginStateContext)
}
