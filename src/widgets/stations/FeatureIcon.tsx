/** Facility filter icons (24×24 outline drawings); an unknown code gets a plain dot. */
const paths: Record<string, string> = {
  CAFE: "M4 8h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V8zm12 1h2a2.5 2.5 0 0 1 0 5h-2M7 2.5v3M10 2.5v3M13 2.5v3",
  CAR_WASH: "M12 3c3 4 5 6.5 5 9a5 5 0 0 1-10 0c0-2.5 2-5 5-9zM4 20h16",
  LPG: "M12 2c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3-1-3 0-6 1-8z",
  ADBLUE: "M7 3h7l4 4v14H7zM10 12h5M10 16h5M14 3v4h4",
  EV_CHARGING: "M13 2 5 13h6l-1 9 8-11h-6z",
  TRUCKS: "M2 6h11v10H2zM13 9h4l4 4v3h-8M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01",
  OPEN_24H: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
}

export function FeatureIcon({ code }: { code: string }) {
  return (
    <svg className="ise-stations__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={paths[code] ?? "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
