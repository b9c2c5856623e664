/**
 * Shared UI primitives (design.md: one place for table, toast, date range, modal, load error).
 * Widgets import these files directly (`../ui/DataTable`, `../ui/Modal`, `../ui/pdf`), so that an
 * element's script carries only what it uses. This face is what the portal itself renders outside a
 * widget; keep it light: whatever it re-exports joins the portal's first chunk (and /login's budget).
 */
export { LoadError, failureOf, type LoadErrorProps, type LoadFailure } from "./LoadError"
