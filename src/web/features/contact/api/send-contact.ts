import { useMutation } from "@tanstack/react-query";
import type { TContact } from "#domain/forms/contact";
import { apiFetch } from "#web/lib/api";

/** POST /api/contact: stores the request and tells the team; 201 when saved. */
export async function sendContact(input: TContact): Promise<void> {
  await apiFetch("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
