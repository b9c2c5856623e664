import { saveBlob } from "./saveBlob"
import { showToast } from "./Toast"

/**
 * Fetches a file (a read: a PDF, a zip) and saves it under `fileName`; a failure is logged and told
 * in an error toast with `failedText`.
 */
export const downloadFile = async (fetchFile: () => Promise<Blob>, fileName: string, failedText: string): Promise<void> => {
  try {
    saveBlob(await fetchFile(), fileName)
  } catch (e) {
    console.warn(`[download] ${fileName}`, e)
    showToast(failedText, { kind: "error" })
  }
}
