import { useEffect, useState } from "react"

/** The file of a preview modal: fetched once when it opens; "loading", "error" or the blob. */
export type PreviewFile = { readonly blob: Blob } | "loading" | "error"

/**
 * Fetches a preview's file once per opening. A failed load is only logged (spec part 1 §8: the modal
 * says it could not open); an answer that arrives after the modal closed is dropped.
 */
export function usePreviewFile(fetchFile: () => Promise<Blob>): PreviewFile {
  const [state, setState] = useState<PreviewFile>("loading")
  useEffect(() => {
    let live = true
    fetchFile().then(
      (blob) => live && setState({ blob }),
      (error) => {
        console.warn("[pdf preview]", error)
        if (live) setState("error")
      },
    )
    return () => {
      live = false
    }
    // The file is fetched once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return state
}
