/** A call that failed: the server said no, or its answer did not match the contract. */
export class ApiError extends Error {
  readonly call: string;
  readonly status: number | undefined;

  constructor(call: string, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.call = call;
    this.status = status;
  }
}
