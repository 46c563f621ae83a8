import { validUntilText } from "../share-link-state";

/** What a visitor should know of the link itself: until when it works, and why the owner is partial. */
export function SharedLinkNote({ shareExpiresAt }: { shareExpiresAt: string }) {
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
      <p className="font-semibold">{validUntilText(shareExpiresAt)}</p>
      <p className="text-sm">
        Para proteger al propietario, este enlace muestra sus datos de forma parcial (Ley 21.719).
      </p>
    </div>
  );
}
