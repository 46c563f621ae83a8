// A finished password reset sends the user to the login page with this router state, which the login page
// reads to say why they are there. State, not the address: a reload or a shared link does not repeat it.

export const PASSWORD_UPDATED_STATE = { passwordUpdated: true } as const;

export const PASSWORD_UPDATED_NOTICE = "Contraseña actualizada. Inicia sesión con tu nueva contraseña.";

/** History state can be anything another page or an older build left there. */
export const isPasswordUpdatedState = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "passwordUpdated" in state && state.passwordUpdated === true;
