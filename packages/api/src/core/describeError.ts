/**
 * The words to show for any failure: an `ApiError`'s message is the server's (or the session
 * rules') text for users; any other error its message; anything thrown that is not an error, as text.
 */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
