// What other features may use of the auth feature: mailing the confirmation link again.
export { SEND_CONFIRMATION_FAILED, useSendConfirmation } from "./api/send-confirmation";
