/**
 * The page the confirmation mail links to: it names the address and confirms with a button (a POST), so a
 * mail scanner opening the link confirms nothing (decision 057). Its own module: every page's paths import
 * it, and they must not bring zod along.
 */
export const CONFIRM_EMAIL_PATH = "/confirmar-correo";
