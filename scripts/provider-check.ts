// `npm run provider:check [-- --plate AB1234] [--save DIR]`: before launch, one request to each Boostr
// endpoint this environment is configured for, and what each answered. Exit code 1 when the vehicle source
// fails (the product cannot sell a report without it) or the command cannot run.
import { ConfigError, loadEnv } from "#server/env";
import { boostrPathsOf } from "#server/providers/boostr";
import { type CheckVerdict, checkProvider, type SourceCheck } from "#server/providers/provider-check";
import { boostrPathOptions } from "#server/providers/select-provider";

const USAGE = "Uso: npm run provider:check [-- --plate <patente>] [--save <carpeta>]";

function optionsOf(args: string[]): { plate?: string; saveTo?: string } | null {
  const options: { plate?: string; saveTo?: string } = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!value) return null;
    if (flag === "--plate") options.plate = value;
    else if (flag === "--save") options.saveTo = value;
    else return null;
  }
  return options;
}

function verdictText(verdict: CheckVerdict): string {
  switch (verdict.state) {
    case "works":
      return "funciona";
    case "no_record":
      return "responde, sin registro para esta patente (V-02): su forma no se pudo revisar";
    case "not_in_plan":
      return "no está en el plan (V-06)";
    case "path_not_found":
      return `ruta no encontrada (404): corrige ${verdict.variable}`;
    case "key_rejected":
      return `clave rechazada (HTTP ${verdict.status}): revisa BOOSTR_API_KEY y el plan`;
    case "firewall":
      return "página del firewall (HTTP 403 en HTML), no la API: pide a Boostr que acepte esta IP";
    case "unexpected_shape":
      return `respuesta inesperada, falta: ${verdict.missing.join(", ")}`;
    case "malformed":
      return "respuesta que no es JSON de Boostr";
    case "refused_input":
      return `rechazó el dato consultado (${verdict.code})`;
    case "retry_later":
      return `fuente no disponible por ahora (${verdict.code}): vuelve a probar más tarde`;
    case "other":
      return verdict.detail;
  }
}

const line = ({ endpoint, path, verdict, example }: SourceCheck): string =>
  `${endpoint.padEnd(16)} ${verdictText(verdict)}  [${path}]${
    example ? `\n${"".padEnd(17)}(con ${example} de ejemplo: el vehículo no lo trajo)` : ""
  }`;

async function main(args: string[]): Promise<number> {
  const options = optionsOf(args);
  if (!options) {
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  if (!env.BOOSTR_API_KEY) {
    console.error("BOOSTR_API_KEY no está definida: no hay nada que revisar.");
    return 1;
  }
  const check = await checkProvider({
    apiKey: env.BOOSTR_API_KEY,
    baseUrl: env.BOOSTR_API_URL,
    paths: boostrPathsOf(boostrPathOptions(env)),
    rateLimit: { requests: env.BOOSTR_RATE_LIMIT, windowMs: env.BOOSTR_RATE_WINDOW_S * 1000 },
    ...options,
  });
  console.log(`Boostr en ${env.BOOSTR_API_URL}:`);
  for (const source of check.sources) console.log(line(source));
  console.log(`Llamadas gastadas: ${check.calls}`);
  console.log(`Cuota restante: ${check.quotaLeft ?? "no informada"}`);
  if (options.saveTo) console.log(`Respuestas guardadas sin nombres, RUT ni VIN en ${options.saveTo}`);
  if (check.sources[0]?.verdict.state === "no_record")
    console.log("Para revisar la forma de cada respuesta, repite con -- --plate <una patente real>.");
  if (!check.ok) console.error("La fuente del vehículo no funciona: sin ella no se puede vender un informe.");
  return check.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  },
);
