/**
 * How a member names a request: the last six characters of its id, in capitals. Two tasks of one service
 * then differ at a glance, and the number reads out on a call ("request 4F9A2C").
 */
export function requestNumber(requestId: string): string {
  return requestId.slice(-6).toUpperCase();
}
