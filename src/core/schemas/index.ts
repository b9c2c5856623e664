export * from "./common"
export * from "./session"
export * from "./prices"
