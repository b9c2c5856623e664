/**
 * Shared UI primitives (design.md: one place for table, toast, date range, modal, form field, load error).
 * Widgets import these files directly (`../ui/DataTable`, `../ui/Modal`, `../ui/pdf`, `../ui/Field`), so
 * that an element's script carries only what it uses. This face is what the portal itself renders
 * outside a widget; keep it light: re-exporting the table, modal or PDF preview here put them into the
 * portal's first chunk (and /login's budget).
 */
export { LoadError, failureOf, type LoadErrorProps, type LoadFailure } from "./LoadError"
export { Field, CheckField } from "./Field"
export { formCss } from "./form.css"
