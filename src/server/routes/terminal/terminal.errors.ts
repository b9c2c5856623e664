import { HttpError } from "../../http/errors"

/**
 * Every refusal of the terminal routes goes through here: a stable upper-case code (VALIDATION for
 * a bad field; NOT_FOUND, NOT_MODIFIABLE, EDIT_RUNNING, …) with a sentence and the field.
 */
export const refuse = (status: 400 | 403 | 404 | 409, code: string, message: string, field?: string) =>
  new HttpError(status, { error: code, field, message } as never)
