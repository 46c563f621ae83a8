import type { ReactNode } from "react";
import { Link } from "react-router";
import { API_WAIT_MAX_SECONDS } from "#domain/contract/api-v1";
import { SECRET_OVERLAP_HOURS } from "#domain/contract/webhooks";
import { buttonClass } from "#web/components/ui/button";
import { textLinkClass } from "#web/components/ui/text-link";
import { metaFor, pageMeta } from "#web/config/page-meta";
import { paths } from "#web/config/paths";
import { usePublicUrl } from "#web/lib/site";
import { VERIFY_WEBHOOK_SAMPLE } from "#web/lib/webhook-sample";
import { ApiReference } from "../components/api-reference";
import { CodeBlock } from "../components/code-block";

/** /desarrolladores: the dealer API's quick start, then its whole reference (issue 31, decision 085). */
export const meta = metaFor(pageMeta.developers);

const SIGNATURE_HEADER = "Patente-Clara-Signature";

const createReport = (origin: string) =>
  [
    'export PATENTE_CLARA_KEY="pc_live_..."   # la clave del paso 1',
    "IDEMPOTENCY_KEY=$(uuidgen)               # una por informe; al reintentar, la misma",
    "",
    `curl -X POST ${origin}/api/v1/reports \\`,
    '  -H "Authorization: Bearer $PATENTE_CLARA_KEY" \\',
    '  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"plate": "BBCL10"}'`,
  ].join("\n");

const ACCEPTED = `{
  "id": "3f1c2a9e-8b4d-4c61-9a57-0d2e6b7f1a44",
  "status": "queued",
  "position": 0,
  "etaSeconds": 8
}`;

const readReport = (origin: string) =>
  [
    `curl "${origin}/api/v1/reports/3f1c2a9e-8b4d-4c61-9a57-0d2e6b7f1a44?wait=${API_WAIT_MAX_SECONDS}" \\`,
    '  -H "Authorization: Bearer $PATENTE_CLARA_KEY"',
  ].join("\n");

const EVENT = `{
  "id": "evt_5b0e7c1d-2f3a-4e8b-9c6d-1a2b3c4d5e6f",
  "type": "report.completed",
  "createdAt": "2026-11-26T14:03:12.000Z",
  "data": {
    "report": {
      "id": "3f1c2a9e-8b4d-4c61-9a57-0d2e6b7f1a44",
      "plate": "BBCL10",
      "state": "done",
      "score": 92,
      "verdict": { "tone": "green", "headline": "Excelente estado" }
    }
  }
}`;

// A server of Patente Clara on the dealer's machine, sending to their receiver there (docs/WEBHOOKS.md).
const LOCAL_SERVER = [
  "# un certificado para tu receptor en localhost (lo sirve con node:https)",
  "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \\",
  '  -keyout receptor-key.pem -out receptor-cert.pem -subj "/CN=localhost" \\',
  '  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1"',
  "",
  "# con el servidor detenido: una automotora para entrar",
  "npm run seed -- --automotora 3 --email tu@correo.cl --password una-clave-larga",
  "",
  "WEBHOOKS_ALLOW_PRIVATE=1 \\",
  'NODE_EXTRA_CA_CERTS="$PWD/receptor-cert.pem" \\',
  "npm start",
].join("\n");

const codeClass = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900";
function Code({ children }: { children: ReactNode }) {
  return <code className={`${codeClass} wrap-anywhere`}>{children}</code>;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="space-y-4">
      <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg text-white"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Paso {number}: </span>
          {title}
        </span>
      </h3>
      {/* Prose keeps a readable measure; code takes the column's whole width. */}
      <div className="min-w-0 space-y-4 sm:pl-13 [&>p]:max-w-3xl">{children}</div>
    </li>
  );
}

function QuickStart({ origin }: { origin: string }) {
  return (
    <section aria-labelledby="inicio-rapido" className="space-y-6">
      <h2 id="inicio-rapido" className="text-2xl font-bold text-slate-900">
        Empieza en 3 pasos
      </h2>
      <ol className="space-y-10 text-slate-700">
        <Step number={1} title="Crea una clave">
          <p>
            En tu panel, entra a <strong className="text-slate-900">Automotora › API</strong> y presiona
            «Crear clave». Solo un administrador de la automotora puede crearlas y revocarlas. La clave
            empieza con <Code>pc_live_</Code> y se muestra una sola vez: guárdala como un secreto en tu
            servidor, nunca en una página web ni en una app.
          </p>
          <Link to={paths.dashboard.organisationApi.getHref()} className={buttonClass("secondary")}>
            Ir a Automotora › API
          </Link>
        </Step>
        <Step number={2} title="Pide un informe">
          <p>
            Cada informe descuenta uno del saldo de la automotora, igual que en el panel. Envía la patente con
            tu clave y una <Code>Idempotency-Key</Code>: si la red falla, repite la llamada con la misma y te
            respondemos lo mismo que la primera vez, sin descontar otro informe.
          </p>
          <CodeBlock title="Terminal" code={createReport(origin)} what="el comando que pide un informe" />
          <p>
            Responde <Code>202</Code> con el <Code>id</Code> de la solicitud y su estado:
          </p>
          <CodeBlock title="Respuesta 202" code={ACCEPTED} what="la respuesta de ejemplo" />
          <p>
            Con ese <Code>id</Code>, consulta el informe. Con <Code>wait={API_WAIT_MAX_SECONDS}</Code> la
            respuesta espera hasta {API_WAIT_MAX_SECONDS} segundos a que esté listo; cuando{" "}
            <Code>status</Code> es <Code>"done"</Code>, trae el informe completo en <Code>report</Code>.
          </p>
          <CodeBlock title="Terminal" code={readReport(origin)} what="el comando que consulta el informe" />
        </Step>
        <Step number={3} title="Recibe avisos y verifica su firma">
          <p>
            En <strong className="text-slate-900">Automotora › API</strong>, registra en «Webhooks» una URL{" "}
            <Code>https</Code> de tu sistema y guarda su secreto de firma, que empieza con <Code>whsec_</Code>{" "}
            y también se muestra una sola vez. Te enviamos un <Code>POST</Code> cuando termina un informe o un
            lote de la automotora, pedido desde la API o desde el panel: <Code>report.completed</Code>,{" "}
            <Code>report.failed</Code> o <Code>lot.completed</Code>.
          </p>
          <CodeBlock title="Cuerpo de un aviso" code={EVENT} what="el aviso de ejemplo" />
          <p>
            Cada aviso trae el encabezado <Code>{SIGNATURE_HEADER}: t=…,v1=…</Code>: <Code>t</Code> es la hora
            en segundos Unix y <Code>v1</Code> el HMAC-SHA256, en hexadecimal, de <Code>t</Code>, un punto y
            el cuerpo tal como llegó, con tu secreto. Compáralo en tiempo constante y rechaza los avisos de
            hace más de 5 minutos. Responde con un <Code>2xx</Code>: si no, reintentamos con esperas
            crecientes durante un día. Este ejemplo en Node lo hace sin dependencias:
          </p>
          <CodeBlock title="verify-webhook.mjs" code={VERIFY_WEBHOOK_SAMPLE} what="el ejemplo en Node" />
          <p>
            ¿Perdiste el secreto, o lo vio alguien que no debía? En la misma pantalla, «Rotar secreto» te da
            uno nuevo sin cambiar la URL. El anterior sigue valiendo {SECRET_OVERLAP_HOURS} horas: mientras
            tanto cada aviso trae dos <Code>v1</Code>, uno por secreto, y el ejemplo lo acepta si cualquiera
            coincide, así que cambias el secreto en tu sistema sin perder avisos. Si rotas otra vez antes de
            que terminen, el que tenías antes del anterior deja de valer en el acto.
          </p>
          <h4 className="pt-2 text-lg font-bold text-slate-900">Probar con un receptor en tu computador</h4>
          <p>
            Solo enviamos avisos a direcciones públicas de internet: una URL como{" "}
            <Code>https://localhost:8443</Code> no se puede registrar aquí. Para probar en tu computador,
            corre tú mismo el servidor de Patente Clara (<Code>npm start</Code>, con datos de demostración).
            Con <Code>WEBHOOKS_ALLOW_PRIVATE=1</Code> envía a tu máquina, y con{" "}
            <Code>NODE_EXTRA_CA_CERTS</Code> confía en el certificado autofirmado de tu receptor. Node lee esa
            variable solo al arrancar: va en el mismo comando que lo inicia.
          </p>
          <CodeBlock title="Terminal" code={LOCAL_SERVER} what="los comandos del servidor local" />
        </Step>
      </ol>
    </section>
  );
}

export default function DevelopersPage() {
  const origin = usePublicUrl() ?? "";
  return (
    <div className="mx-auto w-full max-w-6xl space-y-14 px-4 py-12 sm:py-16">
      <div className="max-w-5xl space-y-12">
        <header className="max-w-3xl">
          <p className="font-semibold text-brand-dark">Para desarrolladores</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            La API de Patente Clara
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Consulta patentes desde el sistema de tu automotora o tu portal de avisos y entérate en cuanto el
            informe esté listo. Es una API REST con JSON, versionada en <Code>/api/v1</Code>, con claves que
            tu equipo administra y avisos firmados.
          </p>
          <p className="mt-4 text-slate-700">
            ¿Aún no tienes una automotora en Patente Clara?{" "}
            <Link to={paths.dashboard.organisation.getHref()} className={textLinkClass}>
              Créala en tu panel
            </Link>{" "}
            o{" "}
            <Link to={paths.contact.getHref()} className={textLinkClass}>
              escríbenos
            </Link>
            .
          </p>
        </header>
        <QuickStart origin={origin} />
      </div>
      <section aria-labelledby="referencia" className="space-y-4">
        <div className="max-w-3xl">
          <h2 id="referencia" className="text-2xl font-bold text-slate-900">
            Referencia de la API
          </h2>
          <p className="mt-2 text-slate-700">
            Cada operación con sus parámetros, respuestas, errores y ejemplos en varios lenguajes, y el
            documento OpenAPI para descargar.
          </p>
        </div>
        <ApiReference />
      </section>
    </div>
  );
}
