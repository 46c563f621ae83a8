/**
 * Operators of rights requests are the accounts ADMIN_EMAILS names, whole addresses in any case, and only
 * once the address is confirmed: whoever signed up first with a listed address must not read requests
 * before proving it is theirs.
 */
export const isPrivacyOperator = (
  adminEmails: readonly string[],
  user: { email: string; emailVerified: boolean },
): boolean => user.emailVerified && adminEmails.includes(user.email.toLowerCase());
