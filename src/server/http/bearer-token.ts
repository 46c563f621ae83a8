/**
 * The token of `Authorization: Bearer <token>`, or null when the header says anything else. Its length is
 * checked before the pattern: a header of any size may come.
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || authorization.length > 200) return null;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match?.[1] ?? null;
}
