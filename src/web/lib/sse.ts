/** One server-sent event: its name ('message' when the server gave none) and its data lines joined. */
export type TSseEvent = { event: string; data: string };

// A lone CR also ends a line, except at the end of a chunk, where it may be the first half of a CRLF
// split across two reads: it waits in the buffer for the next chunk.
const LINE_BREAK = /\r\n|\n|\r(?!$)/;

/**
 * Reads a text/event-stream body event by event, for streams EventSource cannot open (it only GETs).
 * Follows the HTML parsing rules for the fields we use: comments and unknown fields are skipped, an
 * event without data is not dispatched, and an event cut off by the end of the stream is dropped.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<TSseEvent> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character split across two reads whole.
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const lines = (buffer + decoder.decode(value, { stream: true })).split(LINE_BREAK);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        const colon = line.indexOf(":");
        if (colon === 0) continue;
        const field = colon === -1 ? line : line.slice(0, colon);
        const text = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = text;
        else if (field === "data") data.push(text);
      }
    }
  } finally {
    // Leaving early (the caller got what it wanted) must also close the connection.
    await reader.cancel().catch(() => undefined);
  }
}
