import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { pocketbaseSession, type SessionApi, type StaffUser } from '../api/staff-api'
import { staffErrorCode } from '../api/staff-errors'
import { refreshEverySeconds } from '../server/session'
import { tokenExpiresAt, type SignInReason } from './staff-session'

export interface StaffSession {
  token: string
  /** When the current token expires (ms); it is refreshed well before. */
  expiresAt: number
  /** When the working-day session ends (ms); no refresh after that. */
  endsAt: number
}

/** The auth state every staff screen reads (spec: user, session, isAdmin, hasMFA, loading, signOut, checkMFAStatus). */
export interface StaffAuth {
  user: StaffUser | null
  session: StaffSession | null
  isAdmin: boolean
  hasMFA: boolean
  loading: boolean
  signOut(): Promise<void>
  signOutEverywhere(): Promise<void>
  /** Reads the person again from the server; true when their second factor is confirmed. */
  checkMFAStatus(): Promise<boolean>
}

const StaffAuthContext = createContext<StaffAuth | null>(null)

export function useStaffAuth(): StaffAuth {
  const auth = useContext(StaffAuthContext)
  if (!auth) throw new Error('useStaffAuth must be used inside <StaffAuthProvider>')
  return auth
}

interface Props {
  children: ReactNode
  /** Called when the person is signed out: by their own choice, or because the session ended. */
  onSignedOut(reason: SignInReason): void
  /** The server calls; stories pass their own. */
  api?: SessionApi
  /** The stored token, read when the provider starts (the SDK keeps it in local storage). */
  readToken?: () => string
}

const storedToken = () => {
  try {
    const stored = JSON.parse(window.localStorage.getItem('pocketbase_auth') ?? '{}') as { token?: unknown }
    return typeof stored.token === 'string' ? stored.token : ''
  } catch {
    return ''
  }
}

/**
 * Reads the session on start, refreshes the token while a staff screen is open (and when the tab
 * comes back), and ends the session when the server says the working day is over.
 */
export function StaffAuthProvider({ children, onSignedOut, api = pocketbaseSession, readToken = storedToken }: Props) {
  const [user, setUser] = useState<StaffUser | null>(null)
  const [token, setToken] = useState('')
  const [loading, setLoading] = useState(true)
  const signedOut = useRef(onSignedOut)
  useEffect(() => {
    signedOut.current = onSignedOut
  })

  const end = useCallback(
    async (reason: SignInReason) => {
      await api.signOut()
      setUser(null)
      setToken('')
      signedOut.current(reason)
    },
    [api],
  )

  const load = useCallback(async (): Promise<StaffUser | null> => {
    try {
      const current = await api.current()
      setUser(current)
      setToken(current ? readToken() : '')
      return current
    } catch (error) {
      if (staffErrorCode(error) === 'session.expired') await end('session-expired')
      return null
    }
  }, [api, end, readToken])

  useEffect(() => {
    let cancelled = false
    api.current().then(
      (current) => {
        if (cancelled) return
        setUser(current)
        setToken(current ? readToken() : '')
        setLoading(false)
        if (!current) signedOut.current('required')
      },
      (error: unknown) => {
        if (cancelled) return
        setLoading(false)
        if (staffErrorCode(error) === 'session.expired') void end('session-expired')
        else signedOut.current('required')
      },
    )
    return () => {
      cancelled = true
    }
  }, [api, end, readToken])

  useEffect(() => {
    if (!user) return
    const refresh = async () => {
      try {
        await api.refresh()
        setToken(readToken())
      } catch (error) {
        const code = staffErrorCode(error)
        if (code === 'session.expired') await end('session-expired')
      }
    }
    const timer = window.setInterval(refresh, refreshEverySeconds * 1000)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [api, end, readToken, user])

  const value = useMemo<StaffAuth>(
    () => ({
      user,
      session: user && token ? { token, expiresAt: tokenExpiresAt(token), endsAt: Date.parse(user.sessionEndsAt) || 0 } : null,
      isAdmin: !!user?.isAdmin,
      hasMFA: !!user?.hasMFA,
      loading,
      signOut: () => end('signed-out'),
      signOutEverywhere: async () => {
        await api.signOutEverywhere()
        await end('signed-out')
      },
      checkMFAStatus: async () => !!(await load())?.hasMFA,
    }),
    [api, end, load, loading, token, user],
  )
  return <StaffAuthContext.Provider value={value}>{children}</StaffAuthContext.Provider>
}
