'use client'

import type { LoginState } from '@portal/domain/session'
import { createContext, type ReactNode, use } from 'react'

const LoginStateContext = createContext<LoginState>('public')

/** Login state for client-side tracking; server code uses `getLoginState()`. */
export function LoginStateProvider({
  value,
  children,
}: {
  value: LoginState
  children: ReactNode
}) {
  return <LoginStateContext value={value}>{children}</LoginStateContext>
}

export function useLoginState(): LoginState {
  return use(LoginStateContext)
}
