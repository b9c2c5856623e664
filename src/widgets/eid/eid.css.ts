/**
 * Styles of the personal-code fields. PersonalCodeFields renders them in its own <style>, so the
 * same rules apply on the portal's login page and inside a custom element's shadow root.
 */
export const eidCss = `
.ise-eid__root { display: flex; flex-direction: column; gap: 6px; margin-bottom: 14px; }
.ise-eid__label { font-weight: 600; font-size: .875rem; color: var(--ise-text); }
.ise-eid__input { font: inherit; color: var(--ise-text); padding: 10px 12px; border: 1px solid var(--ise-input-border-light); border-radius: var(--ise-radius); background: var(--ise-surface); width: 100%; min-width: 0; box-sizing: border-box; }
.ise-eid__input[aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-eid__prefixed { display: flex; }
.ise-eid__prefix { display: inline-flex; align-items: center; padding: 0 12px; border: 1px solid var(--ise-input-border-light); border-right: 0; border-radius: var(--ise-radius) 0 0 var(--ise-radius); background: var(--ise-bg); font-weight: 600; }
.ise-eid__prefixed:has([aria-invalid="true"]) .ise-eid__prefix { border-color: var(--ise-danger); }
.ise-eid__prefixed .ise-eid__input { border-radius: 0 var(--ise-radius) var(--ise-radius) 0; flex: 1; }
.ise-eid__error { color: var(--ise-danger); font-size: .875rem; font-weight: 600; }
.ise-eid__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
