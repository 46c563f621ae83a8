// `npm run admin -- <order>`: who answers rights requests at /admin/privacidad (decision 055), and the
// hand-over of an automotora nobody of its company can get into (decision 093). It runs on the server with
// the server's environment, so only whoever holds the machine can make an operator or an administrador.
import { formatDate } from "#domain/format";
import { type Database, databaseTargetOf, openDatabase } from "#server/db/client";
import { ConfigError, type Env, loadEnv } from "#server/env";
import { AppError } from "#server/errors";
import { claimOrganisation } from "#server/services/organisations/claim-organisation";
import { grantOperator, listOperators, revokeOperator } from "#server/services/privacy/operators";

const USAGE = "Uso: npm run admin -- grant <correo> | revoke <correo> | list | grant-from-env";
const CLAIM_USAGE = "Uso: npm run admin -- claim-organisation <rut> <correo>";

/** Prints what it did, a line each; false when something asked could not be done (exit code 1). */
type Order = (db: Database, env: Env) => Promise<boolean>;

/** Runs one step; a refusal of the services is printed as its answer, and the step is not done. */
async function done(step: () => Promise<void>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    return false;
  }
}

const grant = (db: Database, email: string) =>
  done(async () => {
    const { email: address, granted } = await grantOperator(db, email);
    console.log(granted ? `Operador agregado: ${address}` : `Ya era operador: ${address}`);
  });

const revoke = (db: Database, email: string) =>
  done(async () => {
    const { email: address, revoked } = await revokeOperator(db, email);
    console.log(revoked ? `Operador quitado: ${address}` : `No era operador: ${address}`);
  });

async function list(db: Database): Promise<boolean> {
  const operators = await listOperators(db);
  if (!operators.length) console.log("Todavía no hay operadores.");
  for (const { email, grantedAt } of operators)
    console.log(`${email} (desde el ${formatDate(grantedAt.toISOString())})`);
  return true;
}

/** After the operator checked offline that the company asks it, from its billing address (decision 093). */
const claim = (db: Database, rut: string, email: string) =>
  done(async () => {
    const claimed = await claimOrganisation(db, rut, email);
    console.log(
      claimed.outcome === "claimed"
        ? `Automotora ${claimed.displayName} (${claimed.rut}): ${claimed.email} es ahora su administrador; saldo: ${claimed.purchasedLeft} ${claimed.purchasedLeft === 1 ? "informe" : "informes"}.`
        : `La automotora ${claimed.displayName} (${claimed.rut}) no tenía miembros ni compras: se borró, y la empresa puede crearla de nuevo con su RUT.`,
    );
  });

/** ADMIN_EMAILS named the operators before decision 055: this carries them over, once, at the upgrade. */
async function grantFromEnv(db: Database, env: Env): Promise<boolean> {
  if (!env.ADMIN_EMAILS.length) {
    console.error("ADMIN_EMAILS está vacío: no hay a quién agregar.");
    return false;
  }
  let all = true;
  for (const address of env.ADMIN_EMAILS) all = (await grant(db, address)) && all;
  return all;
}

function orderOf([name, ...args]: string[]): Order | null {
  if (name === "claim-organisation") {
    // The RUT as the company's papers show it, then the account to make its administrador.
    const [rut, email, ...rest] = args;
    return rut && email && !rest.length ? (db) => claim(db, rut, email) : null;
  }
  const [email, ...rest] = args;
  if (rest.length) return null;
  if (email) {
    if (name === "grant") return (db) => grant(db, email);
    if (name === "revoke") return (db) => revoke(db, email);
    return null;
  }
  if (name === "list") return list;
  if (name === "grant-from-env") return grantFromEnv;
  return null;
}

async function main(args: string[]): Promise<number> {
  const order = orderOf(args);
  if (!order) {
    console.error(args[0] === "claim-organisation" ? CLAIM_USAGE : USAGE);
    return 1;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseTargetOf(env));
  try {
    return (await order(database.db, env)) ? 0 : 1;
  } finally {
    await database.close();
  }
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
