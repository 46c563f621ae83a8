// What other features may use of the auth feature: mailing the confirmation link again.

export { messageOf } from "./api/auth-error";
// The account page changes the password through better-auth, as the other password forms do.
export { useChangePassword } from "./api/change-password";
export { ResendConfirmation } from "./components/resend-confirmation";
