import { describe, expect, it } from "vitest";
import { readSse, type TSseEvent } from "./sse";

const streamOf = (...chunks: string[]): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

const readAll = async (stream: ReadableStream<Uint8Array>): Promise<TSseEvent[]> => {
  const events: TSseEvent[] = [];
  for await (const event of readSse(stream)) events.push(event);
  return events;
};

describe("readSse", () => {
  it("reads named events and joins multi-line data", async () => {
    const events = await readAll(
      streamOf('event: progress\ndata: {"percent":14}\n\n', "event: report\ndata: a\ndata: b\n\n"),
    );
    expect(events).toEqual([
      { event: "progress", data: '{"percent":14}' },
      { event: "report", data: "a\nb" },
    ]);
  });

  it("reassembles events and CRLF line breaks split across chunks", async () => {
    const events = await readAll(
      streamOf("event: pro", "gress\r", "\ndata: 1\r\n", "\r\n", "data: 2\r", "\r\n"),
    );
    expect(events).toEqual([
      { event: "progress", data: "1" },
      { event: "message", data: "2" },
    ]);
  });

  it("keeps a character whose bytes arrive in two reads", async () => {
    const bytes = new TextEncoder().encode("data: Muñoz\n\n");
    const split = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await readAll(stream)).toEqual([{ event: "message", data: "Muñoz" }]);
  });

  it("skips comments and events without data, and drops an event the stream cut off", async () => {
    const events = await readAll(streamOf(": keep-alive\n\nevent: ping\n\ndata: kept\n\ndata: cut"));
    expect(events).toEqual([{ event: "message", data: "kept" }]);
  });

  it("keeps a data value's own leading spaces after the one that follows the colon", async () => {
    expect(await readAll(streamOf("data:  two\ndata:none\n\n"))).toEqual([
      { event: "message", data: " two\nnone" },
    ]);
  });

  it("closes the stream when the reader stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: first\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSse(stream)) {
      expect(event.data).toBe("first");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
