/** What the dealer gave the lot: pasted text, or a file. Sent the same way to the preview and the lot. */
export type TLotSource = { kind: "text"; text: string } | { kind: "file"; file: File };

/**
 * The request body for POST /api/lots/preview and /api/lots: JSON for text, multipart for a file (the
 * browser sets its boundary, so no Content-Type of ours). `clientRequestId` lets a repeated confirmation
 * answer with the lot already made.
 */
export function lotRequestInit(source: TLotSource, clientRequestId?: string): RequestInit {
  if (source.kind === "text") {
    return {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: source.text, ...(clientRequestId ? { clientRequestId } : {}) }),
    };
  }
  const form = new FormData();
  form.set("file", source.file);
  if (clientRequestId) form.set("clientRequestId", clientRequestId);
  return { method: "POST", body: form };
}
