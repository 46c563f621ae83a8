import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import { Agent, request } from "undici";
import { isAddressLiteral, isPublicAddress } from "#domain/webhooks/address";
import { SIGNATURE_HEADER, signatureHeader, unixSeconds } from "#domain/webhooks/signature";
import { webhookHost } from "#domain/webhooks/webhook-url";
import { signatureOf } from "./signing-secret";

// Our server's requests to the URLs organisations registered (decision 084). Whoever registers a URL
// chooses where our server connects, so only public addresses are reached: the host is resolved and every
// address checked when it is registered, and again by the connection itself at every delivery, so the
// address checked is the address connected to (a name that resolved public yesterday and private now, DNS
// rebinding, is refused then).

/** A try's whole time: connecting, TLS, sending and the answer's headers. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Of the receiver's answer only the status matters: this much is read, then the connection is let go. */
const ANSWER_READ_LIMIT = 4096;

/** Resolves a name to its addresses: the system's resolver (hosts file included), or a test's. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** A host resolving to an address no webhook may reach. */
export class PrivateAddressError extends Error {
  static readonly CODE = "EPRIVATEADDRESS";
  readonly code = PrivateAddressError.CODE;
  constructor(host: string) {
    super(`${host} resolves to a non-public address`);
  }
}

/** A name without an address. */
class NoAddressError extends Error {
  readonly code = "ENOTFOUND";
}

/**
 * The addresses of `host`, each of them public unless `allowPrivate`: one private address among public
 * ones is refused too, since which one a connection takes is not ours to choose. An address written as the
 * host is judged as it is, without DNS.
 */
export async function checkedAddresses(
  host: string,
  opts: { resolve: Resolve; allowPrivate: boolean },
): Promise<LookupAddress[]> {
  const addresses = isAddressLiteral(host)
    ? [{ address: host, family: host.includes(":") ? 6 : 4 }]
    : await opts.resolve(host);
  if (addresses.length === 0) throw new NoAddressError(`${host} has no address`);
  if (!opts.allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
    throw new PrivateAddressError(host);
  return addresses;
}

/** A connection's lookup (net.connect's option) that reaches only what checkedAddresses lets through. */
function guardedLookup(opts: { resolve: Resolve; allowPrivate: boolean }): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, opts).then(
      (all) => {
        const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
        const wanted = family ? all.filter((a) => a.family === family) : all;
        const [first] = wanted;
        if (options.all) callback(null, wanted);
        else if (first) callback(null, first.address, first.family);
        else callback(new NoAddressError(`${hostname} has no IPv${family} address`), "");
      },
      (err: NodeJS.ErrnoException) => callback(err, ""),
    );
  };
}

/** What a try came to: the receiver's status, or why there was none, short, for the delivery log. */
export type TryOutcome = { status: number } | { status: null; error: string };

export type Poster = {
  /**
   * POSTs `body` signed now with each of `secrets`, the current one first; never follows a redirect.
   * Throws only when `signal` aborts.
   */
  post(url: string, body: string, secrets: readonly string[], signal: AbortSignal): Promise<TryOutcome>;
  close(): Promise<void>;
};

/**
 * One connection pool for every delivery of this instance, whose connections look their host up through
 * the guard. `ca` replaces the trusted authorities with one (a test's own receiver). Without it Node's
 * own are trusted, and those of the file NODE_EXTRA_CA_CERTS names when the process starts: that is how
 * a server run on a developer's machine trusts their self-signed receiver (docs/WEBHOOKS.md).
 */
export function createPoster(opts: { resolve: Resolve; allowPrivate: boolean; ca?: string }): Poster {
  const agent = new Agent({
    connect: {
      lookup: guardedLookup(opts),
      timeout: DELIVERY_TIMEOUT_MS,
      ...(opts.ca ? { ca: opts.ca } : {}),
    },
  });
  return {
    async post(url, body, secrets, signal) {
      const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
      try {
        // The connection skips the lookup for an address written as the host: it is checked here.
        const host = webhookHost(new URL(url));
        if (isAddressLiteral(host)) await checkedAddresses(host, opts);
        const t = unixSeconds(new Date());
        const answer = await request(url, {
          method: "POST",
          dispatcher: agent,
          headers: {
            "content-type": "application/json",
            "user-agent": "PatenteClara-Webhooks/1",
            [SIGNATURE_HEADER]: signatureHeader(
              t,
              secrets.map((secret) => signatureOf(secret, t, body)),
            ),
          },
          body,
          signal: AbortSignal.any([signal, timeout]),
        });
        await answer.body.dump({ limit: ANSWER_READ_LIMIT }).catch(() => {});
        return { status: answer.statusCode };
      } catch (err) {
        signal.throwIfAborted();
        return { status: null, error: tryError(err, timeout.aborted) };
      }
    },
    close: () => agent.close(),
  };
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/;

/** Why a try got no answer, in the log's few words: the developer reads them in the dashboard. */
function tryError(err: unknown, timedOut: boolean): string {
  if (timedOut) return "tiempo agotado";
  const failure = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = failure?.code ?? failure?.cause?.code;
  if (typeof code !== "string") return "error de red";
  if (code === PrivateAddressError.CODE) return "dirección privada rechazada";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "dominio no encontrado";
  if (code === "ECONNREFUSED") return "conexión rechazada";
  if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "ETIMEDOUT") return "tiempo agotado";
  if (TLS_CODES.test(code)) return "certificado TLS no válido";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE") return "conexión cortada";
  return "error de red";
}
