/** A call that failed: the server said no, or its answer did not match the contract. */
export class ApiError extends Error {
  readonly call: string;
  readonly status: number | undefined;
  /** The error answer's `result` (add lead: lists of `{ MESSAGE }`, or `duplicates`), when it had one. */
  readonly result: Record<string, unknown> | undefined;

  constructor(call: string, message: string, status?: number, result?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.call = call;
    this.status = status;
    this.result = result;
  }
}
