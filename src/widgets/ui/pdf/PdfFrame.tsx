import { useEffect, useState } from "react"

/**
 * A PDF in the browser's own viewer (a frame over an object URL, released when it goes): the
 * element scripts' preview, so that they do not carry pdf.js. A class sizes it from the caller's
 * stylesheet; without one it fills the width at 70% of the window's height.
 */
export function PdfFrame({ file, title, className }: { readonly file: Blob; readonly title: string; readonly className?: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  if (!url) return null
  return className ? (
    <iframe title={title} src={url} className={className} />
  ) : (
    <iframe title={title} src={url} style={{ width: "100%", height: "70vh", border: 0 }} />
  )
}
