// Where the next page of 'Mis reportes' starts: after the last report shown, in the list's order
// (newest first, the id breaking ties). The creation time keeps the microseconds the database stores, so
// no report falls between two pages nor shows on both, whatever is made meanwhile.

export type ListCursor = { createdAt: string; id: string };

export const LIST_CURSOR_MESSAGE = "No pudimos seguir la lista de reportes. Vuelve a cargar la página.";

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The opaque text a page answers for the next one. `createdAt`: 'yyyy-mm-ddThh:mm:ss.uuuuuuZ'. */
export const encodeListCursor = (cursor: ListCursor): string =>
  toBase64Url(`${cursor.createdAt}|${cursor.id}`);

/** The position a cursor names; null for one that is not ours, cut, or edited into an impossible one. */
export function decodeListCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = POSITION.exec(plain);
  if (!match) return null;
  const [, seconds = "", micros = "", id = ""] = match;
  // A date that does not exist (30 February, hour 25) does not come back the same.
  const millis = `${seconds}.${micros.slice(0, 3)}Z`;
  if (Number.isNaN(Date.parse(millis)) || new Date(millis).toISOString() !== millis) return null;
  return { createdAt: `${seconds}.${micros}Z`, id };
}
