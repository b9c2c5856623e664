/** Where the client keeps the access token and user id. */
export interface TokenStore {
  getToken(): string | null
  setToken(token: string, userId: number | null): void
  clear(): void
}

/** Reads the payload of a JWT without verifying it (the server verifies). */
export const readTokenPayload = (token: string): Record<string, unknown> | null => {
  const part = token.split(".")[1]
  if (!part) return null
  try {
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"))
    return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>
  } catch {
    return null
  }
}

export const userIdOfToken = (token: string): number | null => {
  const id = readTokenPayload(token)?.userId
  return typeof id === "number" ? id : null
}

export const memoryTokenStore = (initial: string | null = null): TokenStore => {
  let token = initial
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next
    },
    clear: () => {
      token = null
    },
  }
}

/** Where versions before issue 8 kept the access token; the portal removes it at start. */
export const LEGACY_TOKEN_KEY = "ise.token"
/**
 * The signed-in user's id, kept in local storage as the hint that a session may be restored: the
 * token itself lives in memory only (an XSS cannot read what is not stored), and a reload gets a new
 * one through the httpOnly refresh cookie.
 */
export const USER_ID_KEY = "ise.userId"
/** Where the portal keeps the represented customer's id, and whose choice it is (a user id). */
export const CUSTOMER_ID_KEY = "ise.customerId"
export const CUSTOMER_OWNER_KEY = "ise.customerOf"
