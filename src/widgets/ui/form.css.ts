/** Styles of forms built with `Field` (profile, registration); beside the components so they also work in a shadow root. */
export const formCss = `
.ise-ui__form { display: grid; gap: 16px; max-width: 36rem; }
.ise-ui__form-field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted); }
.ise-ui__form-field > label { font-weight: 600; color: var(--ise-text); }
.ise-ui__form-field input:not([type="checkbox"]), .ise-ui__form-field select, .ise-ui__form-field textarea { font: inherit; font-size: 1rem; color: var(--ise-text); padding: 9px 10px; min-height: 44px; box-sizing: border-box; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); width: 100%; }
.ise-ui__form-field textarea { min-height: 6em; resize: vertical; }
.ise-ui__form-field input[readonly] { background: var(--ise-bg); color: var(--ise-muted); }
.ise-ui__form-field [aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-ui__form-hint { font-size: .8125rem; }
.ise-ui__form-error { color: var(--ise-danger); font-weight: 600; }
.ise-ui__form-check { display: flex; gap: 10px; align-items: center; font-size: 1rem; color: var(--ise-text); min-height: 44px; cursor: pointer; }
.ise-ui__form-check input { width: 20px; height: 20px; margin: 0; flex: none; }
.ise-ui__form-group { border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 12px 16px 16px; margin: 0; display: grid; gap: 12px; }
.ise-ui__form-group legend { font-weight: 700; padding: 0 6px; color: var(--ise-text); }
.ise-registration__root { display: grid; gap: 20px; max-width: 36rem; }
.ise-registration__choices { display: flex; flex-wrap: wrap; gap: 4px 24px; }
.ise-ui__form-actions { display: flex; gap: 10px; flex-wrap: wrap; }
.ise-ui__form-actions .ise-ui__button { min-height: 44px; }
.ise-ui__spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: var(--ise-radius-circle); display: inline-block; animation: ise-spin .8s linear infinite; }
@keyframes ise-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ise-ui__spinner { animation-duration: 2.4s; } }
@media (max-width: 600px) { .ise-ui__form-actions .ise-ui__button { flex: 1 1 100%; } }
`
