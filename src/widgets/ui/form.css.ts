/** Styles of forms built with `Field` (profile, registration); beside the components so they also work in a shadow root. */
export const formCss = `
.ise-form { display: grid; gap: 16px; max-width: 36rem; }
.ise-form__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted, #4a5565); }
.ise-form__field > label { font-weight: 600; color: var(--ise-text, #1c2430); }
.ise-form__field input:not([type="checkbox"]), .ise-form__field select, .ise-form__field textarea { font: inherit; font-size: 1rem; color: var(--ise-text, #1c2430); padding: 9px 10px; min-height: 44px; box-sizing: border-box; border: 1px solid #8a94a3; border-radius: 8px; background: #fff; width: 100%; }
.ise-form__field textarea { min-height: 6em; resize: vertical; }
.ise-form__field [aria-invalid="true"] { border-color: var(--ise-danger, #b42318); }
.ise-form__hint { font-size: .8125rem; }
.ise-form__error { color: var(--ise-danger, #b42318); font-weight: 600; }
.ise-form__check { display: flex; gap: 10px; align-items: center; font-size: 1rem; color: var(--ise-text, #1c2430); min-height: 44px; cursor: pointer; }
.ise-form__check input { width: 20px; height: 20px; margin: 0; flex: none; }
.ise-form__group { border: 1px solid var(--ise-border, #dde3ea); border-radius: 12px; padding: 12px 16px 16px; margin: 0; display: grid; gap: 12px; }
.ise-form__group legend { font-weight: 700; padding: 0 6px; color: var(--ise-text, #1c2430); }
.ise-form__actions { display: flex; gap: 10px; flex-wrap: wrap; }
.ise-form__actions .ise-btn { min-height: 44px; }
.ise-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; display: inline-block; animation: ise-spin .8s linear infinite; }
@keyframes ise-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ise-spinner { animation-duration: 2.4s; } }
@media (max-width: 600px) { .ise-form__actions .ise-btn { flex: 1 1 100%; } }
`
