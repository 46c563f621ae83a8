/** Free checks every new account gets (spec section 9). The signup trigger in drizzle/0001 grants the same. */
export const FREE_TRIALS = 3;
