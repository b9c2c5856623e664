import type { ReactNode } from "react"

/** A table of /kulud that scrolls sideways inside its own region (named by its section's heading) on a narrow screen. */
export function ScrollTable({
  labelledBy,
  className,
  head,
  children,
}: {
  labelledBy: string
  className?: string
  head: ReactNode
  children: ReactNode
}) {
  return (
    <div className="ise-spending__scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={className ? `ise-spending__table ${className}` : "ise-spending__table"}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
