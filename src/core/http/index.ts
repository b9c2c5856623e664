export * from "./errors"
export * from "./tokenStore"
export * from "./client"
