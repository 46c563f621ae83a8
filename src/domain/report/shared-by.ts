/**
 * The one thing a shared report says of the automotora it was made for (issue 30): its name, on the
 * shared page and its PDF. Its name as the automotora calls itself now (decision 078).
 */
export function sharedByLine(displayName: string | undefined): string | null {
  const name = displayName?.trim();
  return name ? `Compartido por ${name}` : null;
}
