// The Node sample docs/WEBHOOKS.md documents and the webhook tests run, built into /desarrolladores as it
// is: the page never shows code that differs from the code that is tested.
export { default as VERIFY_WEBHOOK_SAMPLE } from "../../../examples/verify-webhook.mjs?raw";
