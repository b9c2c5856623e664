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

export const TOKEN_KEY = "ise.token"
export const USER_ID_KEY = "ise.userId"

/** The portal keeps the token in local storage (spec part 1 §7). */
export const localStorageTokenStore = (storage: Storage = globalThis.localStorage): TokenStore => ({
  getToken: () => storage.getItem(TOKEN_KEY),
  setToken: (token, userId) => {
    storage.setItem(TOKEN_KEY, token)
    if (userId != null) storage.setItem(USER_ID_KEY, String(userId))
  },
  clear: () => {
    storage.removeItem(TOKEN_KEY)
    storage.removeItem(USER_ID_KEY)
  },
})
